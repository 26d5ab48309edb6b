// One certification read, repeated every 3 s while the server is still reviewing it (the mock
// passes an enterprise review after a few seconds); polling stops on unmount and on any failure.
import { useEffect } from 'react';
import {
  getEnterpriseCertification,
  getPersonalCertification,
  type EnterpriseCertificationState,
  type PersonalCertificationState,
} from '../../../../api/certification';
import type { CertType } from '../../../../api/types';
import { type Resource, useResource } from '../../../../ui/useResource';

const POLL_MS = 3000;
export type AnyCertification = PersonalCertificationState | EnterpriseCertificationState;

/** Under review by the server; a personal record waiting for the user's face is not. */
export const isReviewing = (cert: AnyCertification) =>
  cert.status === 1 && (!('faceVerified' in cert) || cert.faceVerified);

export function useCertification(type: CertType): Resource<AnyCertification> {
  const cert = useResource<AnyCertification>(
    () => (type === 'enterprise' ? getEnterpriseCertification() : getPersonalCertification()),
    [type],
  );

  // each answer still under review asks again; a failed read brings no new answer, so no new timer
  useEffect(() => {
    if (!cert.data || !isReviewing(cert.data)) return;
    const timer = setTimeout(cert.reload, POLL_MS);
    return () => clearTimeout(timer);
  }, [cert.data]);

  // a failed poll shows the failure rather than 审核中 promising a refresh that has stopped
  return cert.error ? { ...cert, status: 'failed', data: undefined } : cert;
}
