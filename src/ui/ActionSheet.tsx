// A list of choices from the bottom, with 取消 under it; picking one closes the sheet.
import type { ComponentChildren } from 'preact';
import { Popup } from './Popup';
import './ActionSheet.css';

export interface SheetAction {
  name: string;
  /** a smaller second line */
  note?: string;
  danger?: boolean;
  disabled?: boolean;
}

export interface ActionSheetProps {
  open: boolean;
  actions: SheetAction[];
  onSelect: (index: number, action: SheetAction) => void;
  onClose: () => void;
  title?: ComponentChildren;
  cancelText?: string;
}

export function ActionSheet({ open, actions, onSelect, onClose, title, cancelText = '取消' }: ActionSheetProps) {
  return (
    <Popup open={open} onClose={onClose} title={title} class="ui-sheet">
      {actions.map((a, i) => (
        <button
          key={a.name}
          type="button"
          class={a.danger ? 'ui-sheet--danger' : ''}
          disabled={a.disabled}
          onClick={() => {
            onSelect(i, a);
            onClose();
          }}
        >
          {a.name}
          {a.note && <small>{a.note}</small>}
        </button>
      ))}
      <button type="button" class="ui-sheet__cancel" onClick={onClose}>
        {cancelText}
      </button>
    </Popup>
  );
}
