// 人脸验证: the front camera in an oval guide, a 3 s clip recorded with MediaRecorder, uploaded to
// personVerificationH5 with its progress, then the status page (passed) or the reason and 重新录制.
// Preloaded at launch: it stays small and uses no library.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { Button } from '../../../../ui/Button';
import { toast } from '../../../../ui/toast';
import { getPersonalCertification, verifyPerson } from '../../../../api/certification';
import { ApiError } from '../../../../api/http';
import { redirect, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { stateUrl } from '../../certification/cert-flow';
import { record } from '../../camera/media';
import { useCamera } from '../../camera/useCamera';
import { FaceStage } from './FaceStage';
import { CameraProblemView } from '../../camera/CameraProblemView';
import { UploadProgress } from '../../camera/UploadProgress';
import './camera.css';

const CLIP_MS = 3000;
type Phase = 'preview' | 'recording' | 'uploading' | 'failed';

export default function FaceVerifyPage() {
  const { query } = useLocation();
  const camera = useCamera({ video: { facingMode: 'user' }, audio: false });
  const [phase, setPhase] = useState<Phase>('preview');
  const [progress, setProgress] = useState(0);
  const [reason, setReason] = useState('');
  const alive = useRef(true);
  useEffect(() => {
    // someone already verified (a second tab, an old link) has nothing to record
    getPersonalCertification().then(
      (cert) => {
        if (cert.status === 2 && alive.current) redirect(stateUrl('personal', query.redirect));
      },
      () => {},
    );
    return () => {
      alive.current = false;
    };
  }, []);

  function fail(why: string) {
    setReason(why);
    setPhase('failed');
  }

  async function verify() {
    const stream = camera.stream.current;
    if (!stream) return;
    setPhase('recording');
    let clip: Blob;
    try {
      clip = await record(stream, CLIP_MS).done;
    } catch (e) {
      camera.close();
      return fail(e instanceof Error ? e.message : '录制中断，请重新录制');
    }
    camera.close();
    if (!alive.current) return;
    setProgress(0);
    setPhase('uploading');
    try {
      const cert = await verifyPerson(clip, setProgress);
      if (!alive.current) return;
      if (cert.status === 2) {
        toast('人脸验证通过', { type: 'success' });
        redirect(stateUrl('personal', query.redirect));
        return;
      }
      fail(cert.reason || '人脸核验未通过，请正对镜头重新录制');
    } catch (e) {
      if (!alive.current) return;
      fail(e instanceof ApiError && e.code > 0 ? e.message : '视频上传失败，请检查网络后重新录制');
    }
  }

  function retake() {
    setPhase('preview');
    camera.open();
  }

  const showStage = (phase === 'preview' || phase === 'recording') && camera.status !== 'failed';
  return (
    <div class="face">
      <FaceStage
        videoRef={camera.videoRef}
        opening={camera.status === 'opening'}
        recording={phase === 'recording'}
        clipMs={CLIP_MS}
        hidden={!showStage}
      />
      {showStage && (
        <>
          <p class="face__hint" aria-live="polite">
            {phase === 'recording' ? '正在录制，请保持不动并眨眨眼' : '请将面部置于取景框内，正对屏幕'}
          </p>
          <ul class="face__tips">
            <li>光线充足</li>
            <li>不戴帽子、墨镜</li>
            <li>全程约3秒</li>
          </ul>
          <div class="face__actions">
            <Button
              variant="primary"
              block
              disabled={camera.status !== 'live' || phase === 'recording'}
              onClick={verify}
            >
              {phase === 'recording' ? '录制中...' : '开始验证'}
            </Button>
          </div>
        </>
      )}
      {phase === 'preview' && camera.status === 'failed' && camera.problem && (
        <CameraProblemView problem={camera.problem} onRetry={camera.open} />
      )}
      {phase === 'uploading' && <UploadProgress fraction={progress} checking="正在核验，请勿离开本页（最长约2分钟）" />}
      {phase === 'failed' && (
        <div class="face__result" role="alert">
          <h2 class="face__result-title">人脸验证未通过</h2>
          <p class="face__result-reason">{reason}</p>
          <Button variant="primary" block onClick={retake}>
            重新录制
          </Button>
          <a class="face__link" href={`#${withQuery(PAGE.realAuth, { redirect: query.redirect })}`}>
            修改实名信息
          </a>
        </div>
      )}
    </div>
  );
}
