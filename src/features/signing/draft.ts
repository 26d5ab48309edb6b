// What the signing flow keeps between its pages in sessionStorage: the chosen level and region
// (so a reload, the region pages and a 401 round trip lose nothing), the application being
// signed, whether its explanation was agreed to, and its uploaded signature. Never the SMS code.
import type { SignLevel } from '../../api/limits';
import { sessionDraft, shaped } from '../../lib/session-draft';
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

const EMPTY: SigningDraft = { level: null, region: null };

const isRegion = shaped<ChosenRegion>({ code: 'string', name: 'string' });

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
const kept = sessionDraft('draft:signing', isDraft);

export const readDraft = (): SigningDraft => kept.read() ?? EMPTY;

export function saveDraft(patch: Partial<SigningDraft>): SigningDraft {
  const next = { ...readDraft(), ...patch };
  kept.save(next);
  return next;
}

/** After signing: the next application starts from nothing. */
export const clearDraft = kept.clear;

/** Where the signature board keeps the strokes drawn for an application (until it is signed). */
export const strokesKey = (applyId: number) => `draft:signature:${applyId}`;
