// A picker page's hand-back to the page that opened it (选择银行, 地址管理 opened to choose,
// 选择位置): the picker leaves the choice in sessionStorage and goes back; the opener takes it
// when it shows again, once.
import { sessionDraft } from './session-draft';

export interface HandBack<T> {
  leave(choice: T): void;
  /** the choice left since the last call, or null; cleared once read */
  take(): T | null;
}

export function handBack<T>(key: string, isValid: (v: unknown) => v is T): HandBack<T> {
  const kept = sessionDraft(key, isValid);
  return {
    leave: kept.save,
    take() {
      const choice = kept.read();
      kept.clear();
      return choice;
    },
  };
}
