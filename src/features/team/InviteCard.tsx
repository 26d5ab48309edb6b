// The partner's invite link and its QR code, to copy or to show in person.
import { useEffect, useState } from 'react';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { APP_NAME, useShareCard } from '../../app/wechat/share';
import { copyText } from '../../lib/clipboard';
import { qrDataUrl } from '../../lib/qr';
import './InviteCard.css';

/** The share card of an invitation: whoever opens it logs in as a member of the inviter's team. */
export const inviteShareCard = (nickname: string, link: string) => ({
  title: `${nickname}邀请你加入${APP_NAME}团队`,
  desc: '点开登录，即成为我的团队成员，一起经营洗护生意',
  link,
});

export function InviteCard({ link, nickname }: { link: string; nickname: string }) {
  const [qr, setQr] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useShareCard(inviteShareCard(nickname, link));
  useEffect(() => {
    let live = true;
    qrDataUrl(link, 360).then(
      (url) => live && setQr(url),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [link]);

  async function copy() {
    if (await copyText(link)) toast('已复制', { type: 'success' });
    else toast('复制失败，请长按链接手动复制');
  }

  return (
    <div class="share-invite">
      {qr ? (
        <img class="share-invite__qr" src={qr} alt="我的邀请二维码" />
      ) : (
        <div class="share-invite__qr share-invite__qr--wait">{failed ? '二维码生成失败，请重试' : '二维码生成中…'}</div>
      )}
      <p class="share-invite__tip">请对方用微信扫一扫，登录后即加入你的团队</p>
      <p class="share-invite__link">{link}</p>
      <Button block onClick={copy}>
        复制邀请链接
      </Button>
    </div>
  );
}
