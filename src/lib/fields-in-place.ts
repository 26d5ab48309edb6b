// A form shows the server's message for a field it has under that field: the request wrapper
// leaves the toast out for an answer naming one of the fields of the submit started inside
// `fieldsInPlace` (read, like shown-in-place.ts's mark, when the call starts).

/** The fields the form of a call starting now shows the server's message under. */
export let shownFields: readonly string[] = [];

/** Runs `start` (which starts one submit's call) with a refusal naming one of `shown` not toasted. */
export function fieldsInPlace<T>(shown: readonly string[], start: () => T): T {
  const outer = shownFields;
  shownFields = shown;
  try {
    return start();
  } finally {
    shownFields = outer;
  }
}
