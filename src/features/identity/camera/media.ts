// Camera and recording without a library: open a stream, say clearly why it could not be opened,
// pick a recording format this browser supports, record a clip, and always release the camera.

/** Why the camera or the recorder is not available, in words the user can act on. */
export interface CameraProblem {
  title: string;
  detail: string;
  /** worth a 重试 (a busy camera, a hiccup); false when only a settings change helps */
  retry: boolean;
}

export const INSECURE: CameraProblem = {
  title: '当前连接不安全，无法打开摄像头',
  detail: '浏览器只允许 https 页面使用摄像头，请通过 https 开头的地址重新打开本页面。',
  retry: false,
};
export const NO_CAMERA_API: CameraProblem = {
  title: '当前浏览器无法打开摄像头',
  detail: '请在微信中打开本页面，或将浏览器升级到最新版本后重试。',
  retry: false,
};
export const NO_RECORDER: CameraProblem = {
  title: '当前浏览器不支持视频录制',
  detail: '请将微信升级到最新版本，或用手机自带浏览器（Chrome、Safari 14.5 及以上）打开本页面。',
  retry: false,
};
export const DENIED: CameraProblem = {
  title: '摄像头权限被拒绝',
  detail:
    '在微信中：到手机「设置 → 应用 → 微信 → 权限」打开相机（iPhone：「设置 → 微信」打开相机），再回到本页点重试。' +
    '在浏览器中：点地址栏左侧的图标，把「摄像头」改为允许，然后刷新页面。',
  retry: true,
};
export const NOT_FOUND: CameraProblem = {
  title: '没有找到可用的摄像头',
  detail: '请确认手机前置摄像头可以正常使用，或换一台手机完成验证。',
  retry: true,
};
export const BUSY: CameraProblem = {
  title: '摄像头正被其他应用占用',
  detail: '请关闭正在使用摄像头的应用（视频通话、相机等）后点重试。',
  retry: true,
};
const FAILED: CameraProblem = {
  title: '摄像头启动失败',
  detail: '请点重试；若仍失败，请重启微信后再试。',
  retry: true,
};

/** The problem behind a getUserMedia rejection (names per the Media Capture spec, plus old ones). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return DENIED;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return NOT_FOUND;
  if (name === 'NotReadableError' || name === 'TrackStartError') return BUSY;
  return FAILED;
}

/** What rules out recording before we even ask for the camera; null when nothing does. */
export function missingSupport(): CameraProblem | null {
  if (window.isSecureContext === false) return INSECURE;
  if (!navigator.mediaDevices?.getUserMedia) return NO_CAMERA_API;
  if (typeof MediaRecorder === 'undefined') return NO_RECORDER;
  return null;
}

// In order of preference: VP8 WebM is the lightest to encode on cheap Android phones; iOS records MP4.
const FORMATS = ['video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

/** The first recording format this browser supports, or '' to let the recorder choose. */
export function pickMimeType(
  isTypeSupported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t),
): string {
  return FORMATS.find((t) => isTypeSupported(t)) || '';
}

export function stopStream(stream: MediaStream | null | undefined): void {
  for (const t of stream?.getTracks() ?? []) t.stop();
}

export interface Recording {
  /** ends the recording early; `done` then resolves with what was recorded */
  stop(): void;
  done: Promise<Blob>;
}

/** Records `stream` for at most `maxMs`. ~1 Mbit/s keeps a 60 s clip well under the 20 MB upload limit. */
export function record(stream: MediaStream, maxMs: number): Recording {
  const mimeType = pickMimeType();
  const recorder = new MediaRecorder(stream, { ...(mimeType && { mimeType }), videoBitsPerSecond: 1_000_000 });
  const chunks: Blob[] = [];
  let timer: ReturnType<typeof setTimeout>;
  const stop = () => {
    clearTimeout(timer);
    if (recorder.state !== 'inactive') recorder.stop();
  };
  const done = new Promise<Blob>((resolve, reject) => {
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    recorder.onstop = () => {
      // the bare container type ("video/webm"): servers check it, codecs parameters confuse them
      const type = (recorder.mimeType || mimeType || 'video/webm').split(';')[0];
      resolve(new Blob(chunks, { type }));
    };
    recorder.onerror = () => reject(new Error('录制中断，请重新录制'));
  });
  // a time slice so a long clip arrives in parts rather than one large buffer at the end
  recorder.start(1000);
  timer = setTimeout(stop, maxMs);
  return { stop, done };
}
