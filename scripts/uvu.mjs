// Runs every uvu suite under DIR whose path matches PATTERN (and contains FILTER, if given)
// in this one process, so suites share one tsx + happy-dom start-up.
import { parse } from 'uvu/parse';
import { run } from 'uvu/run';

const [dir, pattern, filter] = process.argv.slice(2);
const { suites } = await parse(dir, pattern);
await run(suites.filter((s) => !filter || s.name.includes(filter)));
