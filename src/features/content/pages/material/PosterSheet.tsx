// 分享海报: the poster drawn for one material, shown as an image to long-press (WeChat) or to
// download; a failed image load or QR chunk says so in place.
import { useEffect, useState } from 'react';
import type { ShareMaterial } from '../../../../api/types';
import { isWeChat } from '../../../../lib/wechat';
import { download } from '../../share/download';
import { loadInviter } from '../../../team';
import { drawPoster, PosterImageError } from '../../share/poster';
import { Button } from '../../../../ui/Button';
import { Popup } from '../../../../ui/Popup';
import { useShareCard } from '../../../../app/wechat/share';

/** The share card of a material: its title, its text's first line, the partner's invite link. */
export function materialShareCard(material: ShareMaterial, inviteLink: string) {
  const firstLine = material.text.trim().split(/\r?\n/)[0] ?? '';
  return {
    title: material.title,
    desc: Array.from(firstLine).length > 40 ? `${Array.from(firstLine).slice(0, 40).join('')}…` : firstLine,
    link: inviteLink,
    imgUrl: material.images[0],
  };
}

type State = { kind: 'drawing' } | { kind: 'done'; url: string; link: string } | { kind: 'failed'; message: string };

export function PosterSheet({ material, onClose }: { material: ShareMaterial; onClose: () => void }) {
  const [state, setState] = useState<State>({ kind: 'drawing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ kind: 'drawing' });
    loadInviter()
      .then(async (me) => ({ url: await drawPoster({ image: material.images[0], text: material.text, ...me }), ...me }))
      .then(
        ({ url, link }) => live && setState({ kind: 'done', url, link }),
        (e) =>
          live &&
          setState({
            kind: 'failed',
            message: e instanceof PosterImageError ? e.message : '海报生成失败，请检查网络后重试',
          }),
      );
    return () => {
      live = false;
    };
  }, [material.id, attempt]);
  // what the poster carries, as WeChat's share card while the poster is shown
  useShareCard(state.kind === 'done' ? materialShareCard(material, state.link) : null);

  return (
    <Popup open onClose={onClose} position="center" class="mat-poster" label="分享海报">
      {state.kind === 'drawing' && <p class="mat-poster__wait">海报生成中…</p>}
      {state.kind === 'failed' && (
        <div class="mat-poster__failed" role="alert">
          <p>{state.message}</p>
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            重试
          </Button>
        </div>
      )}
      {state.kind === 'done' && (
        <>
          <img class="mat-poster__img" src={state.url} alt={`${material.title} 分享海报`} />
          <p class="mat-poster__hint">{isWeChat() ? '长按图片保存或发送给朋友' : '长按图片保存，或点击下载'}</p>
          {!isWeChat() && (
            <Button variant="primary" block onClick={() => download(state.url, `海报-${material.id}.png`)}>
              下载海报
            </Button>
          )}
        </>
      )}
      <button type="button" class="mat-preview__close" onClick={onClose}>
        关闭
      </button>
    </Popup>
  );
}
