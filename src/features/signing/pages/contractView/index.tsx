// 查看合同: a contract document framed to fill the screen below the bar. The document comes from
// ?url (a contract's own address), ?applyId&preview=1 (previewContract) or ?applyId
// (cmoReviewUrl), each a link the API signed for this user; it is checked before it is framed,
// so a missing or expired one shows an error with 重新加载 instead of a blank frame. The frame is
// sandboxed (no scripts); 在浏览器打开 as well.
import { useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { cmoReviewUrl, previewContract } from '../../../../api/contract';
import { Loading } from '../../../../ui/Loading';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import { serverUrl } from '../../links';
import '../../flow.css';
import './contractView.css';

async function contractPath(query: Record<string, string>): Promise<string> {
  if (query.url) return query.url;
  const applyId = Number(query.applyId);
  if (!applyId) throw new Error('没有指定要查看的合同');
  return (query.preview ? await previewContract({ applyId }) : await cmoReviewUrl(applyId)).url;
}

/** The document links are signed and expire (the server refuses an old or altered one with 403). */
function problemOf(status: number): string {
  if (status === 404) return '合同不存在或已被删除';
  if (status === 403) return '合同链接已失效，请返回上一页重新打开';
  return `服务器异常（${status}）`;
}

async function loadDocument(query: Record<string, string>): Promise<string> {
  const src = serverUrl(await contractPath(query));
  if (!src) throw new Error('合同地址无效');
  const answer = await fetch(src).catch(() => {
    throw new Error('网络异常，请检查网络后重试');
  });
  if (!answer.ok) throw new Error(problemOf(answer.status));
  return src;
}

function Frame({ src, onReload }: { src: string; onReload: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <div class="sign-screen contract-view">
      <div class="contract-view__frame">
        {!shown && (
          <div class="contract-view__loading">
            <Loading>合同加载中...</Loading>
          </div>
        )}
        <iframe title="合同" src={src} sandbox="allow-popups" onLoad={() => setShown(true)} />
      </div>
      <div class="contract-view__bar">
        <button type="button" onClick={onReload}>
          重新加载
        </button>
        <a href={src} target="_blank" rel="noopener noreferrer">
          在浏览器打开
        </a>
      </div>
    </div>
  );
}

export default function ContractViewPage() {
  const { query } = useLocation();
  const [round, setRound] = useState(0);
  const doc = useResource(() => loadDocument(query), [query.url, query.applyId, query.preview, round]);
  return (
    <LoadState resource={doc} failedText="合同加载失败">
      {(src) => <Frame key={`${src}#${round}`} src={src} onReload={() => setRound((n) => n + 1)} />}
    </LoadState>
  );
}
