// 跳转小程序: a store's QR code (parameters c, r, s) opens the store mini-program whose id and page
// come from the deployment's WeChat settings: in WeChat's browser through its open tag, inside a
// mini-program's web-view through the web-view bridge; elsewhere, or when neither works, what to
// do and the link to copy. The QR's codes are shown in words: the store by name, the referrer by
// nickname, the source as a place (never the raw codes or the link itself).
import { useEffect, useState } from 'react';
import { useLocation } from 'preact-iso/router';
import type { WeChatSettings } from '../../../../api/wechat';
import { navigate } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { storeQrInfo, type StoreQrInfo } from '../../../../api/store';
import { STORE_QR_PARAMS, storeQrSource, type StoreQrKey } from '../../../../lib/validators/storeQr';
import { useResource } from '../../../../ui/useResource';
import { LoadFailedLine } from '../../../../ui/LoadFailed';
import { Button } from '../../../../ui/Button';
import { Empty } from '../../../../ui/Empty';
import { navigateInMiniProgram } from '../../../../app/wechat/miniProgram';
import { wxReady } from '../../../../app/wechat/sdk';
import { useShareCard } from '../../../../app/wechat/share';
import { loadWeChatSettings } from '../../../../app/wechat/settings';
import { miniProgramEntry, miniProgramPage } from './entry';
import { Fallback, type FallbackProps } from './Fallback';
import { OpenTag } from './OpenTag';
import './linkMini.css';

/** How long the open tag may take to get ready before the fallback shows as well. */
const TAG_WAIT_MS = 3000;

type Problem = 'unsupported' | 'failed' | 'slow' | null;

const ADVICE: Record<'browser' | 'unsupported' | 'failed' | 'web-view', Pick<FallbackProps, 'title' | 'advice'>> = {
  browser: {
    title: '请在微信中打开此链接',
    advice: '复制下面的链接，发送到微信聊天中点开，即可打开门店小程序。',
  },
  unsupported: {
    title: '当前微信版本无法直接打开小程序',
    advice: '请将微信升级到最新版本后重新扫码；也可以复制下面的链接，发到微信聊天中点开。',
  },
  failed: {
    title: '暂时无法直接打开小程序',
    advice: '请稍后重新扫描门店二维码；也可以复制下面的链接，发到微信聊天中点开重试。',
  },
  'web-view': {
    title: '暂时无法打开门店页面',
    advice: '请返回小程序首页后重新扫码；也可以复制下面的参数，告诉门店店员。',
  },
};

/** The QR's codes as a customer reads them; `info` undefined while it loads, 'failed' when it failed. */
function inWords(
  query: Record<string, string>,
  info: StoreQrInfo | null | 'failed' | undefined,
): Record<StoreQrKey, string> {
  // a failed lookup is not an answer: never 未知门店 or 无 for a store and referrer that may well exist
  const answer = info === 'failed' ? undefined : info;
  const known = (name: string | null | undefined, none: string) =>
    info === undefined ? '查询中…' : info === 'failed' ? '查询失败' : name || none;
  return {
    c: known(answer?.storeName, '未知门店'),
    r: known(answer?.referrerNickname, '无'),
    s: storeQrSource(query.s ?? ''),
  };
}

export default function LinkMiniPage() {
  const { query } = useLocation();
  const entry = miniProgramEntry();
  const [settings, setSettings] = useState<WeChatSettings | null>(null);
  const [ready, setReady] = useState(false);
  const [problem, setProblem] = useState<Problem>(null);
  /** the web-view's 打开门店小程序 tries again from the start */
  const [attempt, setAttempt] = useState(0);
  const valid = STORE_QR_PARAMS.every(({ key }) => query[key]);
  const params = new URLSearchParams(STORE_QR_PARAMS.map(({ key }) => [key, query[key] ?? '']));
  const info = useResource(
    () => (valid ? storeQrInfo(query.c, query.r) : Promise.resolve(null)),
    [query.c, query.r, valid],
  );

  useEffect(() => {
    if (!valid || entry === 'browser') return;
    let live = true;
    const fail = (p: Problem) => live && setProblem((now) => (now === 'unsupported' ? now : p));
    const timer = setTimeout(() => fail('slow'), TAG_WAIT_MS);
    loadWeChatSettings().then(
      async (s) => {
        if (!live) return;
        setSettings(s);
        if (entry === 'web-view') {
          const opened = await navigateInMiniProgram(miniProgramPage(s.miniProgram.path, params, true));
          clearTimeout(timer);
          if (!opened) fail('failed');
        } else if (!(await wxReady())) fail('failed'); // no JS-SDK: the tag can never get ready
      },
      () => fail('failed'),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [valid, `${params}`, attempt]);

  // the store QR link itself: opened in WeChat it comes back to this page through the launch flow
  const link = `${location.origin}${location.pathname}?storeQrCode=1&${params}#/`;
  const words = inWords(
    query,
    info.status === 'loading' ? undefined : info.status === 'failed' ? 'failed' : (info.data ?? null),
  );
  const paramsText = STORE_QR_PARAMS.map(({ key, label }) => `${label}：${words[key]}`).join('，');
  // the card names the store and referrer once they are known, not 查询中… or 查询失败
  const named = valid && info.status === 'loaded';
  useShareCard(named ? { title: '打开门店小程序', desc: paramsText, link } : null);

  if (!valid) {
    return (
      <Empty text="二维码无效：缺少门店信息。请重新扫描门店的二维码。">
        <Button variant="primary" onClick={() => navigate(PAGE.home)}>
          去收益中心
        </Button>
      </Empty>
    );
  }

  const tagShown = entry === 'open-tag' && settings && problem !== 'failed' && problem !== 'unsupported';
  const advice =
    entry === 'browser'
      ? ADVICE.browser
      : entry === 'web-view'
        ? problem && ADVICE['web-view']
        : problem === 'unsupported'
          ? ADVICE.unsupported
          : // a launch that fails after the tag was ready says so too; only a late ready answers "slow"
            (problem === 'failed' || (problem && !ready)) && ADVICE.failed;

  return (
    <div class="link-mini">
      <section class="link-mini__card">
        <h2 class="link-mini__title">打开门店小程序</h2>
        <dl class="link-mini__params" aria-label="门店二维码信息">
          {STORE_QR_PARAMS.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{words[key]}</dd>
            </div>
          ))}
        </dl>
        {info.status === 'failed' && (
          <LoadFailedLine
            class="link-mini__failed"
            what="门店信息加载失败"
            reason={info.error}
            onRetry={() => info.reload()}
          />
        )}
        {tagShown && (
          <div class={ready ? 'link-mini__open link-mini__open--ready' : 'link-mini__open'}>
            <OpenTag
              username={settings.miniProgram.username}
              path={miniProgramPage(settings.miniProgram.path, params, false)}
              onReady={() => setReady(true)}
              onError={(reason) => setProblem(reason)}
            />
          </div>
        )}
        {entry !== 'browser' && !ready && !problem && (
          <p class="link-mini__text">{entry === 'web-view' ? '正在打开门店小程序…' : '正在准备小程序入口…'}</p>
        )}
        {entry === 'web-view' && problem && (
          <Button
            class="link-mini__retry"
            variant="primary"
            block
            onClick={() => {
              setProblem(null);
              setAttempt((n) => n + 1);
            }}
          >
            打开门店小程序
          </Button>
        )}
      </section>
      {advice && <Fallback {...advice} link={link} paramsText={paramsText} />}
    </div>
  );
}
