// A DevTools trace around one piece of a bench (a scroll, a visit again), read as the renderer's
// main thread CPU per trace event name (RunTask, Layout, Paint, ...). Thread time, so the machine's
// other work moves it less than wall-clock figures. Used by list-trace.ts and revisit-trace.ts.
import type { CDPSession } from 'playwright-core';

type TraceEvent = { name: string; tdur?: number; tid: number };

/** Runs `work` under a trace; gives its result and the main thread's CPU ms for an event name. */
export async function traceMainThread<T>(
  cdp: CDPSession,
  work: () => Promise<T>,
): Promise<{ result: T; cpuMs: (name: string) => number }> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  const result = await work();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  // the renderer's main thread: the one that ran the most
  const busy = new Map<number, number>();
  for (const e of events) if (e.name === 'RunTask') busy.set(e.tid, (busy.get(e.tid) || 0) + (e.tdur || 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0][0];
  const cpuMs = (name: string) =>
    events.filter((e) => e.tid === main && e.name === name).reduce((s, e) => s + (e.tdur || 0), 0) / 1000;
  return { result, cpuMs };
}
