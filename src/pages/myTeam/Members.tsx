// One member row of the team list: avatar, name, level, masked mobile, team size and sales.
import type { TeamMember } from '../../api/types';
import { navigate, withQuery } from '../../app/navigation';
import { PAGE } from '../../app/paths';
import { formatYuan } from '../../lib/money';
import { formatDate } from '../../lib/time';
import { LEVEL_NAME } from '../../team/levels';

export function MemberRow({ member: m }: { member: TeamMember }) {
  return (
    <button
      type="button"
      class="team-member"
      onClick={() => navigate(withQuery(PAGE.teamDetails, { id: String(m.id) }))}
    >
      <img class="team-member__avatar" src={m.avatar} alt="" width={44} height={44} loading="lazy" />
      <span class="team-member__main">
        <span class="team-member__name">
          {m.nickname}
          <em>{LEVEL_NAME[m.level]}</em>
        </span>
        <span class="team-member__sub">
          {m.mobileMasked} · {formatDate(m.joinedAt)} 加入
        </span>
      </span>
      <span class="team-member__side">
        <span>团队 {m.teamSize} 人</span>
        <span>¥{formatYuan(m.salesFen)}</span>
      </span>
    </button>
  );
}
