// The first thing index.html's inline script does (scripts/build/boot-script.ts bundles it): the
// window's uncaught errors and unhandled rejections, from then on, go to the field error reporter,
// also on a kernel where the app's own chunks never run. The reporter itself (reporter.ts, a file
// of its own beside the chunks) is fetched only once something failed, so a phone where nothing
// fails pays for these few lines alone.
import type { FieldErrorHook } from './report-error';

export function catchFieldErrors(reporter: string): void {
  const hook: FieldErrorHook = (error, kind) => {
    if (hook.q!.push([error, kind]) > 1) return;
    const script = document.createElement('script');
    script.src = reporter;
    document.head.appendChild(script);
  };
  hook.q = [];
  self.__fieldError = hook;
  // through the global: once the reporter has loaded, it is what answers
  const report = (e: Event) => __fieldError!(e);
  addEventListener('error', report);
  addEventListener('unhandledrejection', report);
}
