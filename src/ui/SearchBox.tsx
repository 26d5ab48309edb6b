// The search box above a list that filters as you type (素材中心, 我的客户, 我的团队, 选择位置): a rounded field
// on the card colour, its label read by screen readers only. Pair it with useKeyword.
import type { ReadonlySignal } from '@preact/signals-core';
import { useValueOf } from './useValueOf';
import './SearchBox.css';

interface SearchBoxProps {
  id: string;
  /** what a screen reader announces, e.g. 搜索客户 */
  label: string;
  placeholder: string;
  /** the text, or a signal of it (useKeyword's: a keystroke then renders the box, not the page) */
  value: string | ReadonlySignal<string>;
  onType: (text: string) => void;
  maxLength?: number;
}

export function SearchBox({ id, label, placeholder, value, onType, maxLength }: SearchBoxProps) {
  const text = useValueOf(value);
  return (
    <div class="search-box">
      <label class="visually-hidden" for={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        inputMode="search"
        enterKeyHint="search"
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        onInput={(e) => onType(e.currentTarget.value)}
      />
    </div>
  );
}
