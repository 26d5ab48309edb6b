// A CPU profile (DevTools' Profiler) around a piece of a bench, read as self time per function, for the
// bench's traces (revisit-trace.ts, tap-trace.ts).
import type { CDPSession } from 'playwright-core';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Runs `work` under a CPU profile sampled every 200 µs; gives its result and the profile. */
export async function profiled<T>(cdp: CDPSession, work: () => Promise<T>): Promise<{ result: T; profile: Profile }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  return { result, profile: profile as Profile };
}

/** The `n` functions with the most self time, as [name file:line:column, ms] (a minified chunk is one line). */
export function topFunctions(profile: Profile, n: number): [string, number][] {
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = nodes.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
    self.set(name, (self.get(name) || 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, n);
}
