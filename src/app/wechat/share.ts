// WeChat's share card (send to a chat, share to Moments) for whatever the user is looking at:
// a page sets its own with useShareCard, and leaving it puts the app's default card back.
import { useEffect } from 'react';
import { wxCall } from './call';
import { loadWeChatSettings } from './settings';
import { onNextAcceptance, wxReady } from './sdk';
import type { ShareCard } from './types';

export const APP_NAME = '合伙人';
const APP_DESC = '查看收益、管理团队和门店，随时随地处理合伙业务';

/** `src` made absolute against this page (WeChat fetches the card's picture and link itself). */
const absoluteUrl = (src: string) => new URL(src, location.href).href;

/** The app's own card: its name, one line about it, its start address and its icon. */
export async function defaultShareCard(): Promise<ShareCard> {
  const { shareIconUrl } = await loadWeChatSettings();
  return { title: APP_NAME, desc: APP_DESC, link: `${location.origin}${location.pathname}`, imgUrl: shareIconUrl };
}

// Cards are applied in the order they were asked for: a page's card must not be overtaken by
// the default card of the page before it, which may still be waiting for the settings.
let queue: Promise<void> = Promise.resolve();

/** A page's card; without a picture of its own it shows the app's icon. */
export type PageShareCard = Omit<ShareCard, 'imgUrl'> & { imgUrl?: string };

async function complete(card: PageShareCard | (() => Promise<ShareCard>)): Promise<ShareCard> {
  if (typeof card === 'function') return card();
  return { ...card, imgUrl: card.imgUrl || (await loadWeChatSettings()).shareIconUrl };
}

type CardSource = PageShareCard | (() => Promise<ShareCard>);
/** The card last asked for: the one a refused card is set again as. */
let wanted: CardSource | null = null;

/** Sets the card once the JS-SDK is ready; nothing outside WeChat or when the SDK is off. */
export function setShareCard(card: CardSource): Promise<void> {
  wanted = card;
  queue = queue.then(async () => {
    const wx = await wxReady();
    if (!wx) return;
    // without the settings there is no picture: WeChat keeps the card it had
    const c = await complete(card).catch(() => null);
    if (!c) return;
    const link = absoluteUrl(c.link);
    const imgUrl = absoluteUrl(c.imgUrl);
    const answers = await Promise.all([
      wxCall((callbacks) => wx.updateAppMessageShareData({ ...c, link, imgUrl, ...callbacks })),
      wxCall((callbacks) => wx.updateTimelineShareData({ title: c.title, link, imgUrl, ...callbacks })),
    ]);
    if (answers.every((a) => a.ok)) return;
    // refused (the page's address changed since WeChat's config, say): set again, if still the
    // card wanted, once WeChat accepts the next config, which wxReady() starts when it is due
    onNextAcceptance(() => {
      if (wanted === card) setShareCard(card);
    });
    wxReady();
  });
  return queue;
}

// The page's card on show, if any: the launch flow's default card, which waits for the phone
// to be idle and may be asked for after a page's, must not replace it.
let pageCard: object | null = null;

/** The launch flow's card: the app's default, unless a page has set its own. */
export function setLaunchShareCard(): Promise<void> {
  return pageCard ? queue : setShareCard(defaultShareCard);
}

/** The card of what this component shows, while it is mounted (null: none yet, e.g. loading). */
export function useShareCard(card: PageShareCard | null): void {
  const key = card && JSON.stringify(card);
  useEffect(() => {
    if (!card) return;
    const mine = {};
    pageCard = mine;
    setShareCard(card);
    return () => {
      if (pageCard === mine) pageCard = null;
      setShareCard(defaultShareCard);
    };
  }, [key]);
}
