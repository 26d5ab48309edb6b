// What every validator is (SPEC section 5): the typed text in, the Chinese message out, null when fine.
export type Validator = (value: string) => string | null;

/** The text of a value that should be a string, trimmed ('' for anything else). */
export const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
