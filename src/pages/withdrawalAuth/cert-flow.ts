// The authentication journey's shared words and links: every step carries the `redirect` it was
// given (e.g. back to withdraw) so the status page can offer the way back once passed.
import type { ApiError } from '../../api/http';
import type { CertStatus, CertType } from '../../api/types';
import { PAGE } from '../../app/routes';

export const AUTH_HOME = PAGE.withdrawalAuth;
export const REAL_AUTH = PAGE.realAuth;
export const FACE_VERIFY_PAGE = PAGE.faceVerify;
export const ENTERPRISE_AUTH = PAGE.enterpriseCertification;
export const CERT_STATE = PAGE.certificationState;

/** `path` with the given query; empty values are left out, `redirect` is encoded once. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`);
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

export const stateUrl = (type: CertType, redirect?: string) => withQuery(CERT_STATE, { type, redirect });

export const STATUS_TEXT: Record<CertStatus, string> = {
  0: '未认证',
  1: '审核中',
  2: '已通过',
  3: '未通过',
};

/** The personal record is "under review" from the real-name step until the face matches. */
export function personalStatusText(status: CertStatus, faceVerified: boolean | undefined): string {
  return status === 1 && !faceVerified ? '待人脸验证' : STATUS_TEXT[status];
}

/** 张三 → 张*, 买买提·艾力 → 买*****: enough for the owner to recognise, no more. */
export function maskName(name: string): string {
  return name ? name[0] + '*'.repeat(Math.max(1, name.length - 1)) : '';
}

/** 11010519491231002X → 1101**********002X. */
export function maskIdCard(id: string): string {
  return id.length > 8 ? id.slice(0, 4) + '*'.repeat(id.length - 8) + id.slice(-4) : id;
}

/** The form field a 400 answer names (`data.field`), so its message can be shown in place. */
export function fieldOf(e: ApiError): string | undefined {
  const data = e.data as { field?: unknown } | undefined;
  return typeof data?.field === 'string' ? data.field : undefined;
}
