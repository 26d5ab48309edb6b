// One member row of the team list: avatar, name, level, masked mobile, team size and sales.
import type { TeamMember } from '../../../../api/types';
import { navigate, withQuery } from '../../../../app/navigation';
import { PAGE } from '../../../../app/paths';
import { formatYuan } from '../../../../lib/money';
import { formatDate } from '../../../../lib/time';
import { roleLevelName } from '../../../../api/levels';
import { MemberAvatar } from '../../MemberAvatar';

export function MemberRow({ member: m }: { member: TeamMember }) {
  return (
    <button
      type="button"
      class="team-member"
      onClick={() => navigate(withQuery(PAGE.teamDetails, { id: String(m.id) }))}
    >
      <MemberAvatar name={m.nickname} picture={m.avatar} />
      <span class="team-member__main">
        <span class="team-member__name">
          {m.nickname}
          <em>{roleLevelName(m.level)}</em>
        </span>
        {/* the line may break between the mobile and the date, never inside either */}
        <span class="team-member__sub">
          <span>{m.mobileMasked}</span> <span class="team-member__joined">· {formatDate(m.joinedAt)} 加入</span>
        </span>
      </span>
      <span class="team-member__side">
        <span>团队 {m.teamSize} 人</span>
        <span>¥{formatYuan(m.salesFen)}</span>
      </span>
    </button>
  );
}
