// Dialogs: the <Dialog> component for a page's own content, and confirm()/alert() for a question
// asked from code:  if (await confirm({ title: '删除银行卡', message: '删除后不可恢复', danger: true })) ...
import { signal } from '@preact/signals';
import type { ComponentChildren } from 'preact';
import { Button } from './Button';
import { Popup, historySettled } from './Popup';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  title?: ComponentChildren;
  children?: ComponentChildren;
  confirmText?: string;
  /** no cancel button when left out */
  cancelText?: string;
  danger?: boolean;
  /** may return a promise: the button shows loading until it settles */
  onConfirm?: () => unknown;
  onCancel?: () => void;
  /** Escape, back and (with closeOnMask) the mask; defaults to onCancel */
  onClose?: () => void;
  /** off by default: a dialog usually asks for an answer */
  closeOnMask?: boolean;
}

export function Dialog(p: DialogProps) {
  const close = p.onClose || p.onCancel;
  return (
    <Popup
      open={p.open}
      position="center"
      title={p.title}
      onClose={close}
      closeOnMask={!!p.closeOnMask}
      class="ui-dialog"
    >
      <div class="ui-dialog__body">{p.children}</div>
      <div class="ui-dialog__actions">
        {p.cancelText && (
          <Button variant="text" onClick={p.onCancel || close}>
            {p.cancelText}
          </Button>
        )}
        <Button variant="text" class={p.danger ? 'ui-dialog__danger' : ''} onClick={p.onConfirm || close}>
          {p.confirmText || '确定'}
        </Button>
      </div>
    </Popup>
  );
}

export interface ConfirmOptions {
  title?: string;
  message: ComponentChildren;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
}

interface Question {
  id: number;
  options: ConfirmOptions;
  answer: (ok: boolean) => void;
}

// Questions wait in line: the second appears when the first is answered.
const questions = signal<Question[]>([]);
let asked = 0;

function ask(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const q: Question = {
      id: ++asked,
      options,
      answer: (ok) => {
        questions.value = questions.value.filter((other) => other !== q);
        historySettled().then(() => resolve(ok));
      },
    };
    questions.value = questions.value.concat(q);
  });
}

const asOptions = (o: ConfirmOptions | string): ConfirmOptions => (typeof o === 'string' ? { message: o } : o);

/** true when the user confirmed; false on cancel, Escape or back. */
export const confirm = (options: ConfirmOptions | string) =>
  ask(Object.assign({ cancelText: '取消' }, asOptions(options)));

export const alert = (options: Omit<ConfirmOptions, 'cancelText'> | string) => ask(asOptions(options)).then(() => {});

export function DialogHost() {
  const q = questions.value[0];
  if (!q) return null;
  const o = q.options;
  return (
    <Dialog
      // a new question is a new dialog: focus moves to it afresh
      key={q.id}
      open
      title={o.title}
      confirmText={o.confirmText}
      cancelText={o.cancelText}
      danger={o.danger}
      onConfirm={() => q.answer(true)}
      onCancel={() => q.answer(false)}
    >
      {o.message}
    </Dialog>
  );
}
