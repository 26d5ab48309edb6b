// A CPU profile (DevTools' Profiler) read as self time per function, for the bench's traces.
type ProfileNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

/** The `n` functions with the most self time, as [name file:line, ms]. */
export function topFunctions(profile: Profile, n: number): [string, number][] {
  const nodes = new Map<number, ProfileNode>(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const f = nodes.get(id)!.callFrame;
    const name = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
    self.set(name, (self.get(name) || 0) + (profile.timeDeltas?.[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, n);
}
