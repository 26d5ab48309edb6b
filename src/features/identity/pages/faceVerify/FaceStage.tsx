// The live picture in an oval face guide; while recording, a ring fills around it for the clip's length.
import type { Ref } from 'preact';
import { CameraPreview } from '../../camera/CameraPreview';

// the guide's outline, drawn clockwise from the top so the recording ring fills like a clock
const OVAL = 'M124 3A121 151 0 0 1 124 305A121 151 0 0 1 124 3';

export interface FaceStageProps {
  videoRef: Ref<HTMLVideoElement>;
  opening: boolean;
  recording: boolean;
  clipMs: number;
  hidden?: boolean;
}

export function FaceStage({ videoRef, opening, recording, clipMs, hidden }: FaceStageProps) {
  return (
    <div class={`face-stage${recording ? ' face-stage--recording' : ''}`} hidden={hidden}>
      <div class="face-stage__window">
        <CameraPreview videoRef={videoRef} opening={opening} />
      </div>
      <svg class="face-stage__ring" viewBox="0 0 248 308" aria-hidden="true">
        <path d={OVAL} />
        {recording && (
          <path class="face-stage__progress" d={OVAL} pathLength={100} style={{ animationDuration: `${clipMs}ms` }} />
        )}
      </svg>
    </div>
  );
}
