// WeChat's open tag that launches the mini-program. WeChat draws the button from the template
// only once its JS-SDK has accepted the tag; until then (or on error) the tag shows nothing, so
// the page is told when the tag is ready and when it failed.
import { useLayoutEffect, useRef } from 'react';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-launch-weapp': HTMLAttributes<HTMLElement> & { username: string; path: string };
    }
  }
}

// The template lives in WeChat's own frame: real px, and no styles from the page reach it.
const TEMPLATE =
  '<style>.b{display:block;width:100%;height:48px;border:0;border-radius:24px;' +
  'background:#07c160;color:#fff;font-size:17px}</style>' +
  '<button class="b">打开小程序</button>';

export interface OpenTagProps {
  username: string;
  path: string;
  onReady: () => void;
  /** `unsupported`: this WeChat cannot run open tags at all (WeixinOpenTagsError) */
  onError: (reason: 'unsupported' | 'failed') => void;
}

export function OpenTag({ username, path, onReady, onError }: OpenTagProps) {
  const tag = useRef<HTMLElement>(null);

  // listening from the moment the tag is in the page: WeChat may tell it ready before effects run
  useLayoutEffect(() => {
    const el = tag.current!;
    const failed = () => onError('failed');
    const unsupported = () => onError('unsupported');
    el.addEventListener('ready', onReady);
    el.addEventListener('error', failed);
    // WeChat versions that cannot run open tags say so on the document
    document.addEventListener('WeixinOpenTagsError', unsupported);
    return () => {
      el.removeEventListener('ready', onReady);
      el.removeEventListener('error', failed);
      document.removeEventListener('WeixinOpenTagsError', unsupported);
    };
  }, []);

  return (
    <wx-open-launch-weapp ref={tag} class="link-mini__tag" username={username} path={path}>
      <script type="text/wxtag-template" dangerouslySetInnerHTML={{ __html: TEMPLATE }} />
    </wx-open-launch-weapp>
  );
}
