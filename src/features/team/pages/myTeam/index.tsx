// 我的团队: the team's figures with level chips, the member list (search debounced 500 ms, level
// tabs, sort), and the sheets to invite, handle applications and invite members up a level.
import { useState } from 'react';
import type { TeamSort } from '../../../../api/limits';
import { myTeamRecord, myTeamSummary } from '../../../../api/team';
import { LEVEL_NAMES, MEMBER_LEVELS, type MemberLevel } from '../../../../api/levels';
import { Empty } from '../../../../ui/Empty';
import { SearchBox } from '../../../../ui/SearchBox';
import { useKeyword } from '../../../../ui/useKeyword';
import { List, usePagedList } from '../../../../ui/List';
import { LoadState } from '../../../../ui/LoadState';
import { historySettled } from '../../../../ui/Popup';
import { PullRefresh } from '../../../../ui/PullRefresh';
import { Skeleton } from '../../../../ui/Skeleton';
import { Tabs } from '../../../../ui/Tabs';
import { useResource } from '../../../../ui/useResource';
import { summaryAndList } from '../../../../ui/summaryAndList';
import { WindowedRows } from '../../WindowedRows';
import { Applications } from './Applications';
import { InviteSheet } from './InviteSheet';
import { MemberRow } from './Members';
import { Summary } from './Summary';
import { Upgrades } from './Upgrades';
import './myTeam.css';

// A team may be thousands: pages of 20, the next asked for two screens before the bottom, so a
// partner scrolling on meets no wait (npm run bench, lists)
const PAGE_SIZE = 20;
const PREFETCH_PX = 1400;
const LEVEL_TABS = [
  { key: 0 as const, title: '全部' },
  ...MEMBER_LEVELS.map((l) => ({ key: l, title: LEVEL_NAMES[l] })),
];
const SORTS: { key: TeamSort; title: string }[] = [
  { key: 'joined', title: '加入时间' },
  { key: 'teamSize', title: '团队人数' },
  { key: 'sales', title: '销售额' },
];

type Sheet = { kind: 'invite'; level?: MemberLevel } | { kind: 'apply' } | { kind: 'upgrade' } | null;

export default function MyTeamPage() {
  const summary = useResource(() => myTeamSummary(), []);
  const { typed, keyword, type } = useKeyword();
  const [level, setLevel] = useState<MemberLevel | 0>(0);
  const [sort, setSort] = useState<TeamSort>('joined');
  const [sheet, setSheet] = useState<Sheet>(null);
  // usePagedList drops the answer of an older keyword, so a slow one never replaces a newer one
  const members = usePagedList(
    (pageNum) =>
      myTeamRecord({
        pageNum,
        pageSize: PAGE_SIZE,
        sort,
        ...(level ? { level } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    [keyword, level, sort],
  );
  const close = () => setSheet(null);
  // both failing is one failure, the list's, which loads both again
  const { list, summaryShown } = summaryAndList(summary, members);
  // a count only once the members came: a failed load is not 共 0 人
  const counted = members.status === 'idle' || members.status === 'done' || members.items.length > 0;

  return (
    <div class="team">
      {summaryShown && (
        <LoadState resource={summary} failedText="团队概况加载失败" skeleton={<Skeleton rows={2} />}>
          {(data) => <Summary summary={data} level={level} onLevel={setLevel} />}
        </LoadState>
      )}
      <div class="team-actions">
        <button type="button" onClick={() => setSheet({ kind: 'invite' })}>
          邀请成员
        </button>
        <button type="button" onClick={() => setSheet({ kind: 'apply' })}>
          申请处理
        </button>
        <button type="button" onClick={() => setSheet({ kind: 'upgrade' })}>
          邀请升级
        </button>
      </div>
      <SearchBox id="team-search" label="搜索成员" placeholder="搜索昵称或手机号" value={typed} onType={type} />
      <Tabs tabs={LEVEL_TABS} active={level} onChange={setLevel} />
      <fieldset class="team-sort" aria-label="排序">
        {/* the row is an inner box: before Chrome 86 a fieldset is no flex container (the buttons stacked) */}
        <div class="team-sort__row">
          {SORTS.map((s) => (
            <button key={s.key} type="button" aria-pressed={sort === s.key} onClick={() => setSort(s.key)}>
              {s.title}
            </button>
          ))}
          {counted && <span class="team-sort__total">共 {members.total} 人</span>}
        </div>
      </fieldset>
      <PullRefresh onRefresh={list.reload}>
        <List
          list={list}
          offset={PREFETCH_PX}
          empty={<Empty text={keyword || level ? '没有找到匹配的成员' : '还没有团队成员'} />}
        >
          <WindowedRows items={members.items}>{(m) => <MemberRow key={m.id} member={m} />}</WindowedRows>
        </List>
      </PullRefresh>
      <InviteSheet
        open={sheet?.kind === 'invite'}
        onClose={close}
        level={sheet?.kind === 'invite' ? sheet.level : undefined}
      />
      {sheet?.kind === 'apply' && <Applications open onClose={close} />}
      {sheet?.kind === 'upgrade' && (
        <Upgrades
          open
          onClose={close}
          // one layer at a time: the invite sheet opens once the closed one's history entry is gone
          onInvite={(l) => {
            close();
            historySettled().then(() => setSheet({ kind: 'invite', level: l }));
          }}
        />
      )}
    </div>
  );
}
