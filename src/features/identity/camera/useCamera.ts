// The live camera of a page: opened on mount into a <video>, reopened on demand, and every track
// stopped on close and on unmount, so the camera light never stays on after the user leaves.
import { useEffect, useRef, useState } from 'react';
import { cameraProblem, missingSupport, stopStream, type CameraProblem } from './media';

export type CameraStatus = 'opening' | 'live' | 'off' | 'failed';

/** `fallback` is tried once when `constraints` fail, e.g. video alone when the microphone is refused. */
export function useCamera(constraints: MediaStreamConstraints, fallback?: MediaStreamConstraints) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  // bumped by every open and close: a stream that arrives for an older request is stopped at once
  const generation = useRef(0);
  const [status, setStatus] = useState<CameraStatus>('opening');
  const [problem, setProblem] = useState<CameraProblem | null>(null);

  function release() {
    generation.current++;
    stopStream(stream.current);
    stream.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }

  function close() {
    release();
    setStatus('off');
  }

  async function open() {
    release();
    const mine = generation.current;
    const missing = missingSupport();
    if (missing) {
      setProblem(missing);
      setStatus('failed');
      return;
    }
    setProblem(null);
    setStatus('opening');
    try {
      const s = await navigator.mediaDevices
        .getUserMedia(constraints)
        .catch((e) => (fallback ? navigator.mediaDevices.getUserMedia(fallback) : Promise.reject(e)));
      if (mine !== generation.current) return stopStream(s);
      stream.current = s;
      const video = videoRef.current;
      if (video) {
        video.srcObject = s;
        await video.play().catch(() => {}); // autoplay of a muted inline video is allowed; a refusal still shows frames
      }
      setStatus('live');
    } catch (e) {
      if (mine !== generation.current) return;
      setProblem(cameraProblem(e));
      setStatus('failed');
    }
  }

  useEffect(() => {
    open();
    return release;
  }, []);

  return { videoRef, stream, status, problem, open, close };
}
