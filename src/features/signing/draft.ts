// What the signing flow keeps between its pages in sessionStorage: the chosen level and region
// (so a reload, the region pages and a 401 round trip lose nothing), the application being
// signed, whether its explanation was agreed to, and its uploaded signature. Never the SMS code.
import type { SignLevel } from '../../api/limits';
import { readJson, remove, write } from '../../lib/storage';
import { isSignLevel } from './levels';

export interface ChosenRegion {
  code: string;
  /** as the application names it: 山西省 (level 30) or 山西省太原市 (level 20) */
  name: string;
}

export interface SigningDraft {
  level: SignLevel | null;
  region: ChosenRegion | null;
  /** the application whose explanation was agreed to */
  agreedApplyId?: number;
  /** the signature uploaded for an application */
  signature?: { applyId: number; url: string };
}

const KEY = 'draft:signing';
const EMPTY: SigningDraft = { level: null, region: null };

const isRegion = (v: unknown): v is ChosenRegion =>
  !!v && typeof (v as ChosenRegion).code === 'string' && typeof (v as ChosenRegion).name === 'string';

// a stored draft of another shape (an older version, a tampered one) is dropped
const isDraft = (v: unknown): v is SigningDraft => {
  if (!v || typeof v !== 'object') return false;
  const d = v as SigningDraft;
  return (
    (d.level === null || isSignLevel(d.level)) &&
    (d.region === null || isRegion(d.region)) &&
    (d.agreedApplyId === undefined || typeof d.agreedApplyId === 'number') &&
    (d.signature === undefined || (typeof d.signature.applyId === 'number' && typeof d.signature.url === 'string'))
  );
};

export function readDraft(): SigningDraft {
  return readJson<SigningDraft>(KEY, 'session', isDraft) ?? EMPTY;
}

export function saveDraft(patch: Partial<SigningDraft>): SigningDraft {
  const next = { ...readDraft(), ...patch };
  write(KEY, next, 'session');
  return next;
}

/** After signing: the next application starts from nothing. */
export function clearDraft(): void {
  remove(KEY, 'session');
}

/** Where the signature board keeps the strokes drawn for an application (until it is signed). */
export const strokesKey = (applyId: number) => `draft:signature:${applyId}`;
