// Certification calls: real name, face verification, enterprise certification, licence OCR, director.
import { request } from './http';
import { upload } from './upload';
import type {
  BusinessLicenseReading,
  EnterpriseCertificationBody,
  EnterpriseCertificationState,
  PersonalCertificationState,
  RealNameBody,
  ResponsibleDirector,
} from './contract/people';
import type { EnterpriseCertification, PersonalCertification } from './types';

// the bodies and answers of these calls, as the contract declares them
export type * from './contract/people';

/** GET /api/user/getUserCertificationH5 */
export function getPersonalCertification(): Promise<PersonalCertificationState> {
  return request<PersonalCertificationState>({ url: '/api/user/getUserCertificationH5' });
}

/** GET /api/user/getCompanyCertificationH5 */
export function getEnterpriseCertification(): Promise<EnterpriseCertificationState> {
  return request<EnterpriseCertificationState>({ url: '/api/user/getCompanyCertificationH5' });
}

/** POST /api/user/realAuthH5 */
export function submitRealName(body: RealNameBody): Promise<PersonalCertification> {
  return request<PersonalCertification>({ url: '/api/user/realAuthH5', method: 'POST', data: body });
}

/** POST /api/user/companyCertificationH5 */
export function submitEnterpriseCertification(body: EnterpriseCertificationBody): Promise<EnterpriseCertification> {
  return request<EnterpriseCertification>({ url: '/api/user/companyCertificationH5', method: 'POST', data: body });
}

/** POST /api/user/businessLicenseOcrH5 */
export function readBusinessLicense(url: string): Promise<BusinessLicenseReading> {
  return request<BusinessLicenseReading>({ url: '/api/user/businessLicenseOcrH5', method: 'POST', data: { url } });
}

/** POST /api/user/personVerificationH5 (multipart video; the wrapper allows 120 s) */
export function verifyPerson(video: Blob, onProgress?: (fraction: number) => void): Promise<PersonalCertification> {
  const name = video.type.includes('webm') ? 'face.webm' : video.type.includes('quicktime') ? 'face.mov' : 'face.mp4';
  return upload<PersonalCertification>('/api/user/personVerificationH5', video, name, { onProgress });
}

/** GET /api/user/cityProvinceDirectorInfoH5 (null when no director covers the region) */
export function getResponsibleDirector(): Promise<ResponsibleDirector | null> {
  return request<ResponsibleDirector | null>({ url: '/api/user/cityProvinceDirectorInfoH5' });
}
