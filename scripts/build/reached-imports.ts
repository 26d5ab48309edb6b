// esbuild's chunks import every chunk they need run first, also those another of their imports
// already imports: a page's chunk lists the route table's tiers one by one (`import"./14.js";`).
// Such a line only orders evaluation: when an import before it reaches the chunk it names, that
// chunk has run by then all the same, so the order is unchanged without it and it is left out
// (0.9 KB gzip over the app).

/** Static imports and re-exports of a chunk, by file name (`./name.js`). */
const STATIC = /(?:import|export)(?:\{[^}]*\}from|\*as [\w$]+ from)?"\.\/([\w$.-]+\.js)";/g;
/** An import only for the order of evaluation: nothing is taken from the chunk it names. */
const ORDER_ONLY = /import"\.\/([\w$.-]+\.js)";/g;

/** The chunks a text imports statically, each with where its line starts. */
const staticImports = (text: string) => [...text.matchAll(STATIC)].map((m) => ({ chunk: m[1], at: m.index }));

/** The chunks' texts (file name → text) without the order-only imports another import reaches. */
export function dropReachedImports(chunks: ReadonlyMap<string, string>): Map<string, string> {
  const reach = new Map<string, Set<string>>();
  const reached = (name: string): Set<string> => {
    let seen = reach.get(name);
    if (seen) return seen;
    seen = new Set();
    reach.set(name, seen);
    for (const { chunk } of staticImports(chunks.get(name) ?? '')) {
      seen.add(chunk);
      for (const c of reached(chunk)) seen.add(c);
    }
    return seen;
  };
  const out = new Map<string, string>();
  for (const [name, text] of chunks) {
    const imports = staticImports(text);
    const runsBefore = (target: string, at: number) => imports.some((i) => i.at < at && reached(i.chunk).has(target));
    out.set(
      name,
      text.replace(ORDER_ONLY, (line, target: string, at: number) => (runsBefore(target, at) ? '' : line)),
    );
  }
  return out;
}
