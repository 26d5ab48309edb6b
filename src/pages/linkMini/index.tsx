// 跳转小程序: a store's QR code (parameters c, r, s) opens the store mini-program. In WeChat through
// its open tag; elsewhere, or when WeChat cannot run the tag, the parameters and a link to copy.
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import { isWeChat } from '../../lib/wechat';
import { navigate } from '../../app/navigation';
import { PAGE } from '../../app/paths';
import { Empty } from '../../ui/Empty';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { OpenTag } from './OpenTag';
import { copyText } from './copy';
import './linkMini.css';

// The mini-program's original id (gh_…): configured per deployment, it differs for each
// operator's mini-program.
export const MINI_PROGRAM_ID = 'gh_000000000000';
/** How long the open tag may take to get ready before the fallback shows as well. */
const TAG_WAIT_MS = 3000;

const KEYS = ['c', 'r', 's'] as const;

export default function LinkMiniPage() {
  const { query } = useLocation();
  const inWeChat = isWeChat();
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), TAG_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);

  if (KEYS.some((k) => !query[k])) {
    return (
      <Empty text="二维码无效：缺少门店信息。请重新扫描门店的二维码。">
        <Button variant="primary" onClick={() => navigate(PAGE.home)}>
          去收益中心
        </Button>
      </Empty>
    );
  }

  const params = new URLSearchParams(KEYS.map((k) => [k, query[k]]));
  // the store QR link itself: opened in WeChat it comes back to this page through the launch flow
  const link = `${location.origin}${location.pathname}?storeQrCode=1&${params}#/`;
  const tagUsable = inWeChat && !failed;
  const showFallback = !tagUsable || (!ready && waited);

  async function copy() {
    if (await copyText(link)) toast('已复制', { type: 'success' });
    else toast('复制失败，请长按链接手动复制');
  }

  return (
    <div class="link-mini">
      <section class="link-mini__card">
        <h2 class="link-mini__title">打开门店小程序</h2>
        <dl class="link-mini__params" aria-label="二维码参数">
          {KEYS.map((k) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{query[k]}</dd>
            </div>
          ))}
        </dl>
        {tagUsable && (
          <div class={ready ? 'link-mini__open link-mini__open--ready' : 'link-mini__open'}>
            <OpenTag
              username={MINI_PROGRAM_ID}
              path={`pages/index/index?${params}`}
              onReady={() => setReady(true)}
              onError={() => setFailed(true)}
            />
          </div>
        )}
        {tagUsable && !ready && !waited && <p class="link-mini__text">正在准备小程序入口…</p>}
      </section>
      {showFallback && (
        <section class="link-mini__card" role="status">
          <h2 class="link-mini__title">{inWeChat ? '暂时无法直接打开小程序' : '请在微信中打开此链接'}</h2>
          <p class="link-mini__text">
            {inWeChat
              ? '请复制下面的链接，稍后在微信聊天中点开重试。'
              : '复制下面的链接，发送到微信聊天中点开，即可打开门店小程序。'}
          </p>
          <p class="link-mini__link">{link}</p>
          <Button variant="primary" block onClick={copy}>
            复制链接
          </Button>
        </section>
      )}
    </div>
  );
}
