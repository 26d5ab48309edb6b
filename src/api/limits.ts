// Limits both sides of the API keep: the client checks them before sending, the mock server
// enforces them. Plain values (the feedback types' words beside them), so the server can use them
// without the client; the schemas read them, so this module imports none of the types the schemas give.
import { FEEDBACK_TYPE_NAMES } from './status-names';

/** The director levels one can sign for (roleLevel values). */
export const SIGN_LEVELS = [20, 30] as const;
export type SignLevel = (typeof SIGN_LEVELS)[number];

/** The most bank cards of one kind (personal, company) a user can bind: one page of 10 lists them all. */
export const MAX_BANK_CARDS = 10;

/** The most addresses a user can keep: one page of listH5 at pageSize 20 holds them all. */
export const MAX_ADDRESSES = 20;

export const STORE_MAX_PHOTOS = 9;
/** A store's earnings share (setEarningsH5), in whole percent. */
export const STORE_SHARE_MIN_PERCENT = 1;
export const STORE_SHARE_MAX_PERCENT = 100;

export const FEEDBACK_TYPES = Object.keys(FEEDBACK_TYPE_NAMES) as readonly (keyof typeof FEEDBACK_TYPE_NAMES)[];
export const FEEDBACK_MAX_CHARS = 500;
export const FEEDBACK_MAX_IMAGES = 9;

/** Upload sizes in MB: an image or a PDF (uploadH5, uploadInvoiceH5), a video (uploadH5, face verification). */
export const UPLOAD_MAX_IMAGE_MB = 5;
export const UPLOAD_MAX_VIDEO_MB = 20;
/** myTeamRecord's orders, each most first: joined date, the member's own team size, sales. */
export const TEAM_SORTS = ['joined', 'teamSize', 'sales'] as const;
export type TeamSort = (typeof TEAM_SORTS)[number];

/** One-click pay: the most one payment may be, in fen (50,000.00 元); at least 1 fen, whole fen only. */
export const PAY_MAX_FEN = 5_000_000;

/** 选择位置's search: the longest keyword, and how many nearby places one answer holds. */
export const PLACE_KEYWORD_MAX = 30;
export const NEARBY_PLACES_MAX = 20;
