// The authentication journey's shared words and links: every step carries the `redirect` it was
// given (e.g. back to withdraw) so the status page can offer the way back once passed.
import type { CertStatus, CertType } from '../../../api/types';
import { CERT_STATUS_NAMES } from '../../../api/status-names';
import { PAGE } from '../../../app/paths';
import { withQuery } from '../../../app/navigation';

export const stateUrl = (type: CertType, redirect?: string) => withQuery(PAGE.certificationState, { type, redirect });

/** The words of each status, beside the API's enum. */
export const STATUS_TEXT: Record<CertStatus, string> = CERT_STATUS_NAMES;

/** The personal record is "under review" from the real-name step until the face matches. */
export function personalStatusText(status: CertStatus, faceVerified: boolean | undefined): string {
  return status === 1 && !faceVerified ? '待人脸验证' : STATUS_TEXT[status];
}
