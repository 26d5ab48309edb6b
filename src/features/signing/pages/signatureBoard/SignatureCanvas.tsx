// The board itself: the canvas with the pad on it, 清除 / 撤销 / 确认, the check of what was
// drawn, and the upload with its progress. It works the way the phone is held: upright it writes
// across the screen; held sideways while the page stays portrait it turns, hint and controls with
// it (and the upload is turned back upright). Strokes are kept in sessionStorage per application,
// so a failed upload, a reload or a turn of the phone keeps the drawing.
import type { PointGroup } from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../../../api/file';
import { readJson, write } from '../../../../lib/storage';
import { Button } from '../../../../ui/Button';
import { strokesKey } from '../../draft';
import { heldTurn, signatureProblem, type Screen, type Turn } from '../../signature';
import { createBoard, exportSignature, fit, writingStrokes, type Board } from './pad';

interface Props {
  applyId: number;
  onUploaded: (url: string) => void;
}

interface Kept {
  screen: Screen;
  data: PointGroup[];
}
const isKept = (v: unknown): v is Kept =>
  !!v && typeof (v as Kept).screen?.width === 'number' && Array.isArray((v as Kept).data);
/** a drawing kept before boards turned by how the phone is held was drawn upright */
const keptScreen = (s: Screen): Screen => ({ ...s, turn: s.turn === 1 || s.turn === -1 ? s.turn : 0 });

const TURN_CLASS: Record<Turn, string> = { 0: '', 1: ' is-turned is-turned-left', [-1]: ' is-turned is-turned-right' };

type Upload = { state: 'idle' } | { state: 'uploading'; progress: number } | { state: 'failed'; message: string };

export function SignatureCanvas({ applyId, onUploaded }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const board = useRef<Board | null>(null);
  const [ready, setReady] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [inked, setInked] = useState(false);
  const [problem, setProblem] = useState('');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  /** how the phone is held (devicemotion), and the board's turn that follows from it */
  const held = useRef<Turn>(0);
  const [turn, setTurn] = useState<Turn>(0);
  const keptKey = strokesKey(applyId);

  const keep = () => {
    const b = board.current;
    if (!b) return;
    write(keptKey, { screen: b.screen, data: b.pad.toData() } satisfies Kept, 'session');
    setInked(!b.pad.isEmpty());
  };

  useEffect(() => {
    let alive = true;
    const refit = () => {
      const b = board.current;
      if (!b) return;
      fit(b, held.current);
      setTurn(b.screen.turn);
      if (!b.pad.isEmpty()) keep();
    };
    const motion = (e: DeviceMotionEvent) => {
      const g = e.accelerationIncludingGravity;
      const now = g && g.x != null && g.y != null ? heldTurn(g.x, g.y) : null;
      if (now === null || now === held.current) return;
      held.current = now;
      refit();
    };
    createBoard(canvasRef.current!, held.current).then(
      (b) => {
        if (!alive) return b.pad.off();
        board.current = b;
        const kept = readJson<Kept>(keptKey, 'session', isKept);
        if (kept) fit(b, held.current, { screen: keptScreen(kept.screen), data: kept.data });
        b.pad.addEventListener('beginStroke', () => setProblem(''));
        b.pad.addEventListener('endStroke', keep);
        setInked(!b.pad.isEmpty());
        setTurn(b.screen.turn);
        setReady('ready');
      },
      () => alive && setReady('failed'),
    );
    window.addEventListener('resize', refit);
    window.addEventListener('orientationchange', refit);
    window.addEventListener('devicemotion', motion);
    return () => {
      alive = false;
      board.current?.pad.off();
      window.removeEventListener('resize', refit);
      window.removeEventListener('orientationchange', refit);
      window.removeEventListener('devicemotion', motion);
    };
  }, []);

  function clear() {
    board.current?.pad.clear();
    setProblem('');
    keep();
  }

  function undo() {
    const b = board.current;
    if (!b) return;
    const data = b.pad.toData();
    data.pop();
    b.pad.fromData(data);
    keep();
  }

  async function confirm() {
    const b = board.current;
    if (!b || upload.state === 'uploading') return;
    const why = signatureProblem(writingStrokes(b));
    if (why) return setProblem(why);
    setUpload({ state: 'uploading', progress: 0 });
    try {
      const image = await exportSignature(b);
      const { url } = await uploadFile(image, 'signature.png', (progress) =>
        setUpload({ state: 'uploading', progress }),
      );
      setUpload({ state: 'idle' });
      onUploaded(url);
    } catch (e) {
      setUpload({ state: 'failed', message: (e as Error).message || '网络异常' });
    }
  }

  const uploading = upload.state === 'uploading';
  return (
    <div class={`sign-screen sig-board${TURN_CLASS[turn]}`}>
      <div class="sig-board__pad">
        {!inked && (
          <p class="sig-board__guide" aria-hidden="true">
            {turn ? '请在此区域内书写签名' : '请在此区域内书写签名（横握手机可写得更宽）'}
          </p>
        )}
        <canvas ref={canvasRef} class="sig-board__canvas" aria-label="签名区域，用手指书写你的姓名" role="img" />
        {ready === 'loading' && <p class="sig-board__state">签名板加载中...</p>}
        {ready === 'failed' && <p class="sig-board__state">签名板加载失败，请检查网络后重新进入本页</p>}
      </div>
      <div class="sig-board__status" aria-live="polite">
        {problem && (
          <p class="sign-error" role="alert">
            {problem}
          </p>
        )}
        {uploading && (
          <div
            class="sig-board__progress"
            role="progressbar"
            aria-valuenow={Math.round(upload.progress * 100)}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <i style={{ width: `${Math.round(upload.progress * 100)}%` }} />
            <span>签名上传中 {Math.round(upload.progress * 100)}%</span>
          </div>
        )}
        {upload.state === 'failed' && (
          <p class="sign-error" role="alert">
            签名上传失败：{upload.message}。签名已保留，可点“重新上传”再试
          </p>
        )}
      </div>
      <div class="sig-board__tools">
        <Button disabled={!inked || uploading} onClick={clear}>
          清除
        </Button>
        <Button disabled={!inked || uploading} onClick={undo}>
          撤销
        </Button>
        <Button
          variant="primary"
          disabled={ready !== 'ready'}
          loading={uploading}
          loadingText="上传中..."
          onClick={confirm}
        >
          {upload.state === 'failed' ? '重新上传' : '确认'}
        </Button>
      </div>
    </div>
  );
}
