// 视频录制上传: record up to 60 s with a running timer, stop, watch the clip, upload it with its
// progress and show the address the server gave it.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../../ui/Button';
import { uploadFile, type UploadedFile } from '../../../../api/file';
import { UPLOAD_MAX_VIDEO_MB } from '../../../../api/limits';
import { ApiError } from '../../../../api/http';
import { record, type Recording } from '../../camera/media';
import { useCamera } from '../../camera/useCamera';
import { CameraPreview } from '../../camera/CameraPreview';
import { CameraProblemView } from '../../camera/CameraProblemView';
import { UploadProgress } from '../../camera/UploadProgress';
import './camera-test.css';

const MAX_MS = 60000;
const MAX_BYTES = UPLOAD_MAX_VIDEO_MB * 1024 * 1024;
type Phase = 'preview' | 'recording' | 'recorded' | 'uploading' | 'uploaded';

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

export default function VideoUploadPage() {
  const camera = useCamera(
    { video: { facingMode: 'user' }, audio: true },
    { video: { facingMode: 'user' }, audio: false },
  );
  const [phase, setPhase] = useState<Phase>('preview');
  const [elapsed, setElapsed] = useState(0);
  const [clip, setClip] = useState<{ blob: Blob; url: string } | null>(null);
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState('');
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const recording = useRef<Recording | null>(null);
  const startedAt = useRef(0);

  useEffect(() => () => recording.current?.stop(), []);
  useEffect(() => () => clip && URL.revokeObjectURL(clip.url), [clip]);
  useEffect(() => {
    if (phase !== 'recording') return;
    const timer = setInterval(() => setElapsed(Math.min(MAX_MS, Date.now() - startedAt.current)), 250);
    return () => clearInterval(timer);
  }, [phase]);

  async function start() {
    const stream = camera.stream.current;
    if (!stream) return;
    setElapsed(0);
    setError('');
    setPhase('recording');
    startedAt.current = Date.now();
    recording.current = record(stream, MAX_MS);
    try {
      const blob = await recording.current.done;
      setElapsed(Math.min(MAX_MS, Date.now() - startedAt.current));
      setClip({ blob, url: URL.createObjectURL(blob) });
      setPhase('recorded');
    } catch (e) {
      setError(e instanceof Error ? e.message : '录制中断，请重新录制');
      setPhase('preview');
      return;
    } finally {
      recording.current = null;
    }
    camera.close();
  }

  function retake() {
    setClip(null);
    setUploaded(null);
    setError('');
    setPhase('preview');
    camera.open();
  }

  async function send() {
    if (!clip) return;
    if (clip.blob.size > MAX_BYTES) return setError(`视频超过${UPLOAD_MAX_VIDEO_MB}MB，请重新录制一段短一些的视频`);
    setError('');
    setProgress(0);
    setPhase('uploading');
    try {
      const ext = clip.blob.type.includes('mp4') ? 'mp4' : 'webm';
      setUploaded(await uploadFile(clip.blob, `video-${Date.now()}.${ext}`, setProgress));
      setPhase('uploaded');
    } catch (e) {
      setError(e instanceof ApiError && e.code > 0 ? e.message : '上传失败，请检查网络后重新上传');
      setPhase('recorded');
    }
  }

  const live = phase === 'preview' || phase === 'recording';
  const cameraFailed = live && camera.status === 'failed' && camera.problem;
  return (
    <div class="video-up">
      <div class="video-up__live" hidden={!live || !!cameraFailed}>
        <CameraPreview videoRef={camera.videoRef} opening={camera.status === 'opening'} />
      </div>
      {cameraFailed && <CameraProblemView problem={camera.problem!} onRetry={camera.open} />}
      {live && !cameraFailed && (
        <>
          <p
            class={`video-up__timer${phase === 'recording' ? ' video-up__timer--on' : ''}`}
            role="timer"
            aria-label="录制时长"
          >
            {clock(elapsed)} / {clock(MAX_MS)}
          </p>
          <div class="video-up__actions">
            {phase === 'recording' ? (
              <Button key="stop" variant="danger" block onClick={() => recording.current?.stop()}>
                停止录制
              </Button>
            ) : (
              // keyed apart: the start button stays busy while its recording runs, the stop button must not
              <Button key="start" variant="primary" block disabled={camera.status !== 'live'} onClick={start}>
                开始录制
              </Button>
            )}
          </div>
          <p class="video-up__note">最长可录制60秒，到时自动停止</p>
        </>
      )}
      {clip && !live && (
        <section class="video-up__review">
          {/* biome-ignore lint/a11y/useMediaCaption: the user's own recording, no speech to caption */}
          <video class="video-up__player" src={clip.url} controls playsInline aria-label="录制的视频" />
          <p class="video-up__meta">
            时长 {clock(elapsed)}，大小 {(clip.blob.size / 1024 / 1024).toFixed(1)} MB
          </p>
        </section>
      )}
      {phase === 'uploading' && <UploadProgress fraction={progress} checking="上传完成，正在保存..." />}
      {error && (
        <p class="video-up__error" role="alert">
          {error}
        </p>
      )}
      {phase === 'recorded' && (
        <div class="video-up__actions video-up__actions--two">
          <Button onClick={retake}>重新录制</Button>
          <Button variant="primary" onClick={send}>
            上传视频
          </Button>
        </div>
      )}
      {phase === 'uploaded' && uploaded && (
        <section class="video-up__done" role="status">
          <h2 class="video-up__done-title">上传成功</h2>
          {/* the file's address is the server's business: the partner gets a way to watch it */}
          <a class="video-up__url" href={uploaded.url} target="_blank" rel="noopener">
            查看已上传的视频
          </a>
          <Button block onClick={retake}>
            再录一段
          </Button>
        </section>
      )}
    </div>
  );
}
