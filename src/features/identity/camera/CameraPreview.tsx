// The front camera's live picture, mirrored as people expect to see themselves in a front camera,
// with 正在打开摄像头... over it while the camera opens; it fills the frame its page draws around it.
import type { Ref } from 'preact';
import { Loading } from '../../../ui/Loading';
import './camera-preview.css';

export function CameraPreview({ videoRef, opening }: { videoRef: Ref<HTMLVideoElement>; opening: boolean }) {
  return (
    <>
      <video
        ref={videoRef}
        class="camera-preview"
        autoPlay
        muted
        playsInline
        webkit-playsinline="true"
        aria-label="摄像头画面"
      />
      {opening && (
        <div class="camera-preview__opening">
          <Loading vertical>正在打开摄像头...</Loading>
        </div>
      )}
    </>
  );
}
