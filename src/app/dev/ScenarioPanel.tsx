// Developer tool (only in `npm start` builds): a floating panel that arms a mock scenario for
// the next call(s) of a route, so every error path can be seen on a phone. It talks to the mock's
// /__mock routes directly, not through the app's request wrapper (they are not app APIs). It also
// picks how the mock's store review ends (approve, reject, hold), so 未通过 and a long 审核中 show,
// and what WeChat Pay does with the next one-click payment (pays, fails, stays unconfirmed), and
// lists the script errors phones reported (FieldErrors.tsx).
// While it is mounted the page follows `npm run dev`'s rebuilds (live-reload.ts).
import { useEffect, useState } from 'react';
import { connectLiveReload } from './live-reload';
import { FieldErrors } from './FieldErrors';
import './scenario-panel.css';

interface Board {
  armed: { route: string; scenario: string; times: number }[];
  scenarios: string[];
  routes: { method: string; path: string }[];
}

async function call(method: string, body?: object): Promise<Board> {
  const res = await fetch('/__mock/scenarios', {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(json.message);
  return json.data;
}

const REVIEW_NAMES: Record<string, string> = { approve: '通过', reject: '驳回', hold: '一直审核中' };
const PAYMENT_NAMES: Record<string, string> = { pay: '支付成功', fail: '支付失败', unconfirmed: '一直未确认' };

/** Reads (no `outcome`) or sets the outcome a /__mock route holds: `review`, `payment`. */
async function outcomeAt(path: string, outcome?: string): Promise<string> {
  const res = await fetch(`/__mock/${path}`, {
    method: outcome ? 'POST' : 'GET',
    headers: outcome ? { 'content-type': 'application/json' } : {},
    body: outcome ? JSON.stringify({ outcome }) : undefined,
  });
  const json = await res.json();
  if (json.code !== 0) throw new Error(json.message);
  return json.data.outcome;
}

export default function ScenarioPanel() {
  const [open, setOpen] = useState(false);
  const [board, setBoard] = useState<Board | null>(null);
  const [route, setRoute] = useState('*');
  const [scenario, setScenario] = useState('unauthorized');
  const [times, setTimes] = useState(1);
  const [message, setMessage] = useState('');
  const [review, setReviewShown] = useState('approve');
  const [payment, setPaymentShown] = useState('pay');
  useEffect(() => connectLiveReload(), []);

  const refresh = () => {
    outcomeAt('review').then(setReviewShown, () => {});
    outcomeAt('payment').then(setPaymentShown, () => {});
    return call('GET').then(setBoard, (e) => setMessage(`读取失败：${e.message}`));
  };
  const pickReview = (outcome: string) =>
    outcomeAt('review', outcome).then(
      (o) => {
        setReviewShown(o);
        setMessage(`门店审核结果：${REVIEW_NAMES[o]}`);
      },
      (e) => setMessage(e.message),
    );
  const pickPayment = (outcome: string) =>
    outcomeAt('payment', outcome).then(
      (o) => {
        setPaymentShown(o);
        setMessage(`下一笔支付：${PAYMENT_NAMES[o]}`);
      },
      (e) => setMessage(e.message),
    );
  const toggle = () => {
    if (!open) refresh();
    setOpen(!open);
  };
  const arm = () =>
    call('POST', { route, scenario, times }).then(
      (b) => {
        setBoard({ ...board!, armed: b.armed });
        setMessage(`已设置：${route} 的接下来 ${times} 次请求 → ${scenario}`);
      },
      (e) => setMessage(e.message),
    );
  const clear = () =>
    call('DELETE').then((b) => {
      setBoard({ ...board!, armed: b.armed });
      setMessage('已清除全部场景');
    });

  return (
    <div class="dev-panel">
      <button type="button" class="dev-panel__toggle" onClick={toggle} aria-expanded={open}>
        模拟
      </button>
      {open && (
        <div class="dev-panel__body" role="dialog" aria-label="模拟场景">
          <label>
            接口
            <select value={route} onChange={(e) => setRoute(e.currentTarget.value)}>
              <option value="*">全部接口</option>
              {board?.routes.map((r) => (
                <option key={r.path} value={r.path}>
                  {r.method} {r.path}
                </option>
              ))}
            </select>
          </label>
          <label>
            场景
            <select value={scenario} onChange={(e) => setScenario(e.currentTarget.value)}>
              {(board?.scenarios || []).map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <label>
            次数
            <input
              type="number"
              min={1}
              max={100}
              value={times}
              onInput={(e) => setTimes(Math.max(1, +e.currentTarget.value || 1))}
            />
          </label>
          <div class="dev-panel__actions">
            <button type="button" onClick={arm}>
              设置
            </button>
            <button type="button" onClick={clear}>
              清除
            </button>
          </div>
          <label>
            门店审核
            <select value={review} onChange={(e) => pickReview(e.currentTarget.value)}>
              {Object.entries(REVIEW_NAMES).map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          <label>
            下一笔支付
            <select value={payment} onChange={(e) => pickPayment(e.currentTarget.value)}>
              {Object.entries(PAYMENT_NAMES).map(([key, name]) => (
                <option key={key} value={key}>
                  {name}
                </option>
              ))}
            </select>
          </label>
          {message && <p class="dev-panel__message">{message}</p>}
          {board && board.armed.length > 0 && (
            <ul class="dev-panel__armed">
              {board.armed.map((a, i) => (
                <li key={i}>
                  {a.route} → {a.scenario} ×{a.times}
                </li>
              ))}
            </ul>
          )}
          <FieldErrors />
        </div>
      )}
    </div>
  );
}
