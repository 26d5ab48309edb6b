// Runs every uvu suite under DIR whose path matches PATTERN (and contains FILTER, if given)
// in this one process, so suites share one tsx + happy-dom start-up. Because they share it, a
// suite that leaves a stand-in `fetch` behind would answer the next suites' requests: each suite
// ends with a check that fails it, by name, when `fetch` is not the one it started with.
import { parse } from 'uvu/parse';

const [dir, pattern, filter] = process.argv.slice(2);
const { suites } = await parse(dir, pattern);
const fetchAtStart = globalThis.fetch;
// set before uvu loads: its suites then queue their runs instead of starting them
globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
let index = 0;
for (const suite of suites.filter((s) => !filter || s.name.includes(filter))) {
  globalThis.UVU_INDEX = index++;
  globalThis.UVU_QUEUE.push([suite.name]);
  await import(`file:///${suite.file}`);
  // a runner as uvu queues them: [errors or true, passed, skipped, total]
  globalThis.UVU_QUEUE[globalThis.UVU_INDEX].push(async () => {
    if (globalThis.fetch === fetchAtStart) return [true, 0, 0, 0];
    globalThis.fetch = fetchAtStart;
    return [`   FAIL  ${suite.name} left a stand-in fetch behind (restore it in an after hook)\n`, 0, 0, 1];
  });
}
await uvu.exec(false);
