// 名下洗护卡: the summary by status and the cards by status tab (全部, 未使用, 已使用, 已过期); the
// next page loads when the list's end is 20 px from the bottom (SPEC), pull to refresh.
import { WASH_CARD_STATUS_NAMES } from '../../../../api/status-names';
import { useEffect, useState } from 'react';
import { myWashCardRecord, myWashCardSummary } from '../../../../api/team';
import type { WashCardStatus } from '../../../../api/types';
import { REACH_BOTTOM_PX, watchReachBottom } from '../../../../lib/reach-bottom';
import { formatDate } from '../../../../lib/time';
import { Empty } from '../../../../ui/Empty';
import { List, usePagedList } from '../../../../ui/List';
import { LoadState } from '../../../../ui/LoadState';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Skeleton } from '../../../../ui/Skeleton';
import { Tabs } from '../../../../ui/Tabs';
import { useResource } from '../../../../ui/useResource';
import { summaryAndList } from '../../../../ui/summaryAndList';
import './washCard.css';

type TabKey = 'all' | WashCardStatus;
const TABS: { key: TabKey; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'unused', title: WASH_CARD_STATUS_NAMES.unused },
  { key: 'used', title: WASH_CARD_STATUS_NAMES.used },
  { key: 'expired', title: WASH_CARD_STATUS_NAMES.expired },
];
const STATUS_TEXT: Record<WashCardStatus, string> = WASH_CARD_STATUS_NAMES;
const PAGE_SIZE = 10;

export default function WashCardPage() {
  const [tab, setTab] = useState<TabKey>('all');
  const summary = useResource(() => myWashCardSummary(), []);
  const cards = usePagedList(
    (pageNum) => myWashCardRecord({ pageNum, pageSize: PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }) }),
    [tab],
  );

  useEffect(
    () => watchReachBottom(REACH_BOTTOM_PX.washCard, () => cards.status === 'idle' && cards.loadMore()),
    [cards.status, cards.items.length],
  );

  // both failing is one failure, the list's, which loads both again
  const { list, summaryShown } = summaryAndList(summary, cards);
  const refresh = () => Promise.all([summary.reload(), cards.reload()]);
  return (
    <PullRefresh onRefresh={refresh}>
      {summaryShown && (
        <section class="wash-sum" aria-label="洗护卡概况">
          <LoadState resource={summary} failedText="概况加载失败" skeleton={<Skeleton rows={1} />}>
            {(s) => (
              <dl class="wash-sum__grid">
                {[
                  ['全部', s.total],
                  [STATUS_TEXT.unused, s.unused],
                  [STATUS_TEXT.used, s.used],
                  [STATUS_TEXT.expired, s.expired],
                ].map(([label, n]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{n}</dd>
                  </div>
                ))}
              </dl>
            )}
          </LoadState>
        </section>
      )}
      <Tabs tabs={TABS} active={tab} onChange={setTab} />
      <div class="wash-list">
        <List list={list} offset={REACH_BOTTOM_PX.washCard} empty={<Empty text="暂无洗护卡" />}>
          {cards.items.map((c) => (
            <article key={c.id} class={`wash-card wash-card--${c.status}`}>
              <div class="wash-card__head">
                <h3>{c.name}</h3>
                <span class="wash-card__status">{STATUS_TEXT[c.status]}</span>
              </div>
              <p class="wash-card__no">卡号 {c.cardNo}</p>
              <p class="wash-card__dates">
                购买 {formatDate(c.boughtAt)} · 有效期至 {formatDate(c.expireAt)}
              </p>
            </article>
          ))}
        </List>
      </div>
    </PullRefresh>
  );
}
