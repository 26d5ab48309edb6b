// Safe access to localStorage/sessionStorage: corrupt JSON, quota errors and storage that
// the WebView refuses (private mode) all fall back to "nothing stored" instead of a crash.
type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Parsed JSON under `key`, or null when absent or corrupt (the corrupt entry is removed). */
export function readJson<T>(key: string, which: Area = 'local', isValid?: (v: unknown) => v is T): T | null {
  const text = readText(key, which);
  if (text == null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (isValid && !isValid(value)) throw new Error('unexpected shape');
    return value as T;
  } catch {
    remove(key, which);
    return null;
  }
}

export function write(key: string, value: unknown, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  } catch {
    // storage full or refused: the app keeps working from memory
  }
}

export function remove(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing to do
  }
}
