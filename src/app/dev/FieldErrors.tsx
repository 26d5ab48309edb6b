// The scenario panel's list of the phones' script errors the mock received (GET /__mock/errors,
// newest first; mock-server/services/field-errors.ts), so a developer sees what a phone reported
// without leaving it; 清空 forgets them.
import { useEffect, useState } from 'react';
import type { FieldErrorReport } from '../../api/types';

/** A report as the mock keeps it. */
type KeptFieldError = FieldErrorReport & { receivedAt: string };

const SHOWN = 20;

async function errorsAt(method: 'GET' | 'DELETE'): Promise<KeptFieldError[]> {
  const json = await (await fetch('/__mock/errors', { method })).json();
  if (json.code !== 0) throw new Error(json.message);
  return json.data.errors;
}

export function FieldErrors() {
  const [errors, setErrors] = useState<KeptFieldError[] | null>(null);
  const [failed, setFailed] = useState('');
  const load = (method: 'GET' | 'DELETE') =>
    errorsAt(method).then(setErrors, (e) => setFailed(`读取失败：${e.message}`));
  useEffect(() => {
    load('GET');
  }, []);
  return (
    <section class="dev-panel__errors" aria-label="手机上的脚本错误">
      <div class="dev-panel__actions">
        <span>脚本错误 {errors ? errors.length : ''}</span>
        <button type="button" onClick={() => load('GET')}>
          刷新
        </button>
        <button type="button" onClick={() => load('DELETE')}>
          清空
        </button>
      </div>
      {failed && <p class="dev-panel__message">{failed}</p>}
      <ul>
        {errors?.slice(0, SHOWN).map((e, i) => (
          <li key={i} title={e.stack}>
            {e.receivedAt.slice(11, 19)} {e.kind} {e.page} ({e.kernel} {e.version}): {e.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
