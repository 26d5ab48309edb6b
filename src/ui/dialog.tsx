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

export function Dialog({ open, title, children, confirmText = '确定', cancelText, danger, onConfirm, onCancel, onClose, closeOnMask = false }: DialogProps) {
  const close = onClose ?? onCancel;
  return (
    <Popup open={open} position="center" title={title} onClose={close} closeOnMask={closeOnMask} class="ui-dialog">
      <div class="ui-dialog__body">{children}</div>
      <div class="ui-dialog__actions">
        {cancelText && <Button variant="text" class="ui-dialog__cancel" onClick={onCancel ?? close}>{cancelText}</Button>}
        <Button variant="text" class={danger ? 'ui-dialog__danger' : ''} onClick={onConfirm ?? close}>{confirmText}</Button>
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

interface Question extends ConfirmOptions {
  id: number;
  answer: (ok: boolean) => void;
}

const questions = signal<Question[]>([]);
let lastId = 0;

// Questions wait in line: the second appears when the first is answered.
function ask(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = ++lastId;
    const answer = (ok: boolean) => {
      questions.value = questions.value.filter((q) => q.id !== id);
      historySettled().then(() => resolve(ok));
    };
    questions.value = [...questions.value, { ...options, id, answer }];
  });
}

/** true when the user confirmed; false on cancel, Escape or back. */
export function confirm(options: ConfirmOptions | string): Promise<boolean> {
  return ask({ cancelText: '取消', ...(typeof options === 'string' ? { message: options } : options) });
}

export function alert(options: Omit<ConfirmOptions, 'cancelText' | 'danger'> | string): Promise<void> {
  return ask(typeof options === 'string' ? { message: options } : options).then(() => undefined);
}

export function DialogHost() {
  const q = questions.value[0];
  if (!q) return null;
  return (
    <Dialog
      key={q.id}
      open
      title={q.title}
      confirmText={q.confirmText}
      cancelText={q.cancelText}
      danger={q.danger}
      onConfirm={() => q.answer(true)}
      onCancel={() => q.answer(false)}
    >
      {q.message}
    </Dialog>
  );
}
