// A failure a page shows in place (a load's error with its retry) is said there once: the request
// wrapper, which toasts every failure by itself, leaves the toast out for calls started inside
// `inPlace`. The kit's load hooks (useResource, usePagedList) start their loads in it. Calls are
// marked when they start, and a load's calls start synchronously (one call, or several at once
// with Promise.all), so the mark is a plain counter read by the wrapper's first line.
let depth = 0;

/**
 * Runs `start` (which starts the calls of one load) with its failures not toasted: the page shows
 * them in place, or they change nothing it shows (a background refresh of the user info it has).
 */
export function inPlace<T>(start: () => T): T {
  depth++;
  try {
    return start();
  } finally {
    depth--;
  }
}

/** Whether a call starting now belongs to a load whose failure the page shows in place. */
export const failureShownInPlace = (): boolean => depth > 0;

// A form shows the server's message for a field it has under that field: the wrapper leaves the
// toast out for an answer naming one of the fields of the submit started inside `fieldsInPlace`.
let fields: readonly string[] = [];

/** Runs `start` (which starts one submit's call) with a refusal naming one of `shown` not toasted. */
export function fieldsInPlace<T>(shown: readonly string[], start: () => T): T {
  const outer = fields;
  fields = shown;
  try {
    return start();
  } finally {
    fields = outer;
  }
}

/** The fields the form of a call starting now shows the server's message under. */
export const fieldsShownInPlace = (): readonly string[] => fields;
