// A required line of free text (a name, a contact, an address), with the hidden-character rule of
// clean.ts. Its own module: pages that only need text.ts's validators do not load clean.ts.
import { charProblem, stripInvisible } from './clean';
import { trim, type Validator } from './types';

export const required =
  (label: string): Validator =>
  (v) => {
    const s = trim(stripInvisible(trim(v)));
    return s ? charProblem(s, label) : `请输入${label}`;
  };
