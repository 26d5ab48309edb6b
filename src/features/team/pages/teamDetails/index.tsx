// 成员详情: one member of the team (avatar, level, masked mobile, team size, sales, joined date);
// a 拨打电话 link only when the API gives a callable number.
import { useLocation } from 'preact-iso/router';
import { myTeamMember } from '../../../../api/team';
import { formatYuan } from '../../../../lib/money';
import { formatDate } from '../../../../lib/time';
import { roleLevelName } from '../../../../api/levels';
import { MemberAvatar } from '../../MemberAvatar';
import { Empty } from '../../../../ui/Empty';
import { LoadState } from '../../../../ui/LoadState';
import { useResource } from '../../../../ui/useResource';
import './teamDetails.css';

const CALLABLE = /^\+?\d{5,15}$/;

export default function TeamDetailsPage() {
  const { query } = useLocation();
  const id = Number(query.id);
  const valid = Number.isInteger(id) && id > 0;
  // deps without NaN: NaN !== NaN would start the load again on every render, for ever
  const member = useResource(
    () => (valid ? myTeamMember(id) : Promise.reject(new Error('成员编号无效'))),
    [valid ? id : 0],
  );
  if (!valid) return <Empty text="没有找到这位成员，请从团队列表进入" />;

  return (
    <div class="member">
      <LoadState resource={member} failedText="成员信息加载失败">
        {(m) => (
          <>
            <header class="member__head">
              <MemberAvatar name={m.nickname} picture={m.avatar} class="member__avatar" />
              <h1>{m.nickname}</h1>
              <span class="member__level">{roleLevelName(m.level)}</span>
              <p>{m.mobileMasked}</p>
            </header>
            <dl class="member__facts">
              <div>
                <dt>团队人数</dt>
                <dd>{m.teamSize} 人</dd>
              </div>
              <div>
                <dt>销售额</dt>
                <dd>¥{formatYuan(m.salesFen)}</dd>
              </div>
              <div>
                <dt>加入时间</dt>
                <dd>{formatDate(m.joinedAt)}</dd>
              </div>
            </dl>
            {m.mobile && CALLABLE.test(m.mobile) && (
              <a class="member__call" href={`tel:${m.mobile}`}>
                拨打电话
              </a>
            )}
          </>
        )}
      </LoadState>
    </div>
  );
}
