// MDN's browser-compat-data, read by node's own JSON parser: imported as a module, tsx first turns
// its 20 MB into JavaScript, which cost every build and check that asks it about 4 s of CPU.
import { createRequire } from 'node:module';
import type { CompatData } from '@mdn/browser-compat-data';

export const bcd: CompatData = createRequire(import.meta.url)('@mdn/browser-compat-data');
