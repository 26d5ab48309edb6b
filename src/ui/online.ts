// Whether the browser believes it is online: shared by NetworkTip and paged lists.
import { signal } from '@preact/signals-core';

export const online = signal(typeof navigator === 'undefined' || navigator.onLine !== false);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => (online.value = true));
  window.addEventListener('offline', () => (online.value = false));
}
