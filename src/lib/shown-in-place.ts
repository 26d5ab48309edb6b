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
