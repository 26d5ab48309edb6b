// Starts the service worker of the deployable build (src/app/sw/worker.ts, built to sw.js) once the
// page has loaded, so its downloads never compete with the first load. A developer build has
// none (a rebuild must show at once) and removes one a preview left on the same origin.
export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (__DEV_TOOLS__) {
    sw.getRegistrations().then(
      (all) => {
        for (const r of all) r.unregister();
      },
      () => {},
    );
    return;
  }
  // the files this page loaded before the worker took over, for it to keep as well; once more
  // when it takes over, for those loaded in between (later ones pass through it)
  const tellLoaded = () => sw.controller?.postMessage(performance.getEntriesByType('resource').map((e) => e.name));
  sw.addEventListener('controllerchange', tellLoaded, { once: true });
  const start = () =>
    sw
      .register('sw.js')
      .then(() => sw.ready)
      .then(tellLoaded)
      .catch(() => {});
  if (document.readyState === 'complete') setTimeout(start, 0);
  else addEventListener('load', start, { once: true });
}
