// 人脸验证: why the camera cannot open, in words the user can act on; the recording format chosen;
// the camera released when the user leaves.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import FaceVerifyPage from '../../../../src/features/identity/pages/faceVerify/index';
import {
  cameraProblem,
  pickMimeType,
  missingSupport,
  DENIED,
  NOT_FOUND,
  BUSY,
  NO_RECORDER,
  NO_CAMERA_API,
  INSECURE,
} from '../../../../src/features/identity/camera/media';
import { flush } from '../../../render';
import { fakeApi, type FakeApi, renderAt } from '../../../helpers/fake-api';

const g = globalThis as Record<string, unknown>;
const domError = (name: string) => Object.assign(new Error(name), { name });

class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}
function fakeStream() {
  const tracks = [new FakeTrack(), new FakeTrack()];
  // happy-dom's <video> accepts only its own MediaStream as srcObject
  const MediaStreamClass = (window as unknown as { MediaStream: { prototype: object } }).MediaStream;
  const stream = Object.assign(Object.create(MediaStreamClass.prototype), { getTracks: () => tracks });
  return { tracks, stream: stream as MediaStream };
}

function setCamera(getUserMedia: (() => Promise<MediaStream>) | null) {
  Object.defineProperty(navigator, 'mediaDevices', {
    value: getUserMedia ? { getUserMedia } : undefined,
    configurable: true,
  });
}
// only MediaRecorder's presence and isTypeSupported are read before recording
const FakeRecorder = { isTypeSupported: () => true };

let api: FakeApi;
test.before.each(() => {
  api = fakeApi({
    '/api/user/getUserCertificationH5': {
      data: { status: 1, realName: '张三', idCard: '11010519491231002X', faceVerified: false },
    },
  });
  g.MediaRecorder = FakeRecorder;
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

test.after.each(() => api.restore());

test('getUserMedia rejections map to clear messages', () => {
  assert.is(cameraProblem(domError('NotAllowedError')), DENIED);
  assert.is(cameraProblem(domError('PermissionDeniedError')), DENIED);
  assert.is(cameraProblem(domError('NotFoundError')), NOT_FOUND);
  assert.is(cameraProblem(domError('OverconstrainedError')), NOT_FOUND);
  assert.is(cameraProblem(domError('NotReadableError')), BUSY);
  assert.is(cameraProblem(domError('AbortError')).retry, true);
  assert.ok(
    DENIED.detail.includes('微信') && DENIED.detail.includes('浏览器'),
    'says how to allow it in WeChat and in a browser',
  );
});

test('the first supported recording format wins, in order of preference', () => {
  assert.is(
    pickMimeType(() => true),
    'video/webm;codecs=vp8',
  );
  assert.is(
    pickMimeType((t) => t === 'video/webm'),
    'video/webm',
  );
  assert.is(
    pickMimeType((t) => t === 'video/mp4'),
    'video/mp4',
  );
  assert.is(
    pickMimeType(() => false),
    '',
  );
});

test('missing support is found before asking for the camera', () => {
  setCamera(null);
  assert.is(missingSupport(), NO_CAMERA_API);
  setCamera(() => Promise.reject(domError('NotAllowedError')));
  assert.is(missingSupport(), null);
  delete g.MediaRecorder;
  assert.is(missingSupport(), NO_RECORDER);
  Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
  assert.is(missingSupport(), INSECURE);
});

test('a denied camera shows how to allow it, with 重试', async () => {
  setCamera(() => Promise.reject(domError('NotAllowedError')));
  const { container, unmount } = renderAt('/pages/camera/camera', <FaceVerifyPage />);
  await flush();
  const alert = container.querySelector('[role=alert]');
  assert.ok(alert?.textContent?.includes('摄像头权限被拒绝'));
  assert.ok(alert?.textContent?.includes('设置'));
  assert.is(container.querySelector('.face-stage')?.hasAttribute('hidden'), true);
  assert.ok([...container.querySelectorAll('button')].some((b) => b.textContent === '重试'));
  unmount();
});

test('no camera and no recorder each say so', async () => {
  setCamera(() => Promise.reject(domError('NotFoundError')));
  let view = renderAt('/pages/camera/camera', <FaceVerifyPage />);
  await flush();
  assert.ok(view.container.textContent?.includes('没有找到可用的摄像头'));
  view.unmount();

  delete g.MediaRecorder;
  view = renderAt('/pages/camera/camera', <FaceVerifyPage />);
  await flush();
  assert.ok(view.container.textContent?.includes('当前浏览器不支持视频录制'));
  view.unmount();
});

test('the live camera enables 开始验证 and every track stops when the user leaves', async () => {
  const { tracks, stream } = fakeStream();
  setCamera(() => Promise.resolve(stream));
  const { container, unmount } = renderAt('/pages/camera/camera', <FaceVerifyPage />);
  await flush();
  const start = [...container.querySelectorAll('button')].find((b) => b.textContent === '开始验证');
  assert.is(start?.disabled, false);
  assert.ok(tracks.every((t) => !t.stopped));
  unmount();
  assert.ok(
    tracks.every((t) => t.stopped),
    'tracks stopped on unmount',
  );
});

test('a stream granted after the user left is stopped at once', async () => {
  const { tracks, stream } = fakeStream();
  let grant!: (s: MediaStream) => void;
  setCamera(() => new Promise((r) => (grant = r)));
  const { unmount } = renderAt('/pages/camera/camera', <FaceVerifyPage />);
  unmount();
  grant(stream);
  await flush();
  assert.ok(tracks.every((t) => t.stopped));
});

test('someone already verified is sent to the status page instead of recording', async () => {
  api.routes['/api/user/getUserCertificationH5'] = {
    data: { status: 2, realName: '张三', idCard: '11010519491231002X', faceVerified: true },
  };
  setCamera(() => Promise.resolve(fakeStream().stream));
  const { unmount } = renderAt('/pages/camera/camera?redirect=%2Fpages%2Fwithdraw%2Findex', <FaceVerifyPage />);
  await flush();
  assert.is(location.hash, '#/pages/certificationState/index?type=personal&redirect=%2Fpages%2Fwithdraw%2Findex');
  unmount();
});

test.run();
