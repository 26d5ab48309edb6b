// What a page keeps in this tab's sessionStorage so that a reload, a 401 → login → back round trip
// or a trip to a picker page loses nothing: a form's draft, an intent's key, a picker's choice.
// A stored value of another shape (an older version, a tampered one) reads as nothing and is
// dropped (lib/storage).
import { readJson, remove, write } from './storage';

export interface SessionDraft<T> {
  /** the kept value, or null when there is none (or it had another shape) */
  read(): T | null;
  save(value: T): void;
  clear(): void;
}

export function sessionDraft<T>(key: string, isValid: (v: unknown) => v is T): SessionDraft<T> {
  return {
    read: () => readJson<T>(key, 'session', isValid),
    save: (value) => write(key, value, 'session'),
    clear: () => remove(key, 'session'),
  };
}

type TypeName = 'string' | 'number' | 'boolean' | 'object';

/** A guard for a kept object: an object whose named fields have the types named. */
export function shaped<T>(fields: Partial<Record<keyof T, TypeName>>): (v: unknown) => v is T {
  const named = Object.entries(fields) as [string, TypeName][];
  return (v: unknown): v is T =>
    !!v && typeof v === 'object' && named.every(([k, type]) => typeof (v as Record<string, unknown>)[k] === type);
}
