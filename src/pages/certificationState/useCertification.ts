// One certification read, repeated every 3 s while the server is still reviewing it (the mock
// passes an enterprise review after a few seconds); polling stops on unmount and on any failure.
import { useEffect, useState } from 'react';
import {
  getEnterpriseCertification,
  getPersonalCertification,
  type EnterpriseCertificationState,
  type PersonalCertificationState,
} from '../../api/certification';
import type { CertType } from '../../api/types';

const POLL_MS = 3000;
export type AnyCertification = PersonalCertificationState | EnterpriseCertificationState;

/** Under review by the server; a personal record waiting for the user's face is not. */
export const isReviewing = (cert: AnyCertification) =>
  cert.status === 1 && (!('faceVerified' in cert) || cert.faceVerified);

export function useCertification(type: CertType) {
  const [cert, setCert] = useState<AnyCertification | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function read() {
      try {
        const next = await (type === 'enterprise' ? getEnterpriseCertification() : getPersonalCertification());
        if (stopped) return;
        setCert(next);
        if (isReviewing(next)) timer = setTimeout(read, POLL_MS);
      } catch {
        if (!stopped) setFailed(true);
      }
    }
    setFailed(false);
    read();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [type, attempt]);

  return { cert, failed, retry: () => setAttempt((n) => n + 1) };
}
