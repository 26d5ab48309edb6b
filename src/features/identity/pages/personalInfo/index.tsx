// 个人信息: the user's own details, masked (mobile, ID), role and level, inviter, the director
// responsible for them, and the certification status with a way to it (and to 视频录制上传 beside it).
import { useEffect } from 'react';
import { Cell, CellGroup } from '../../../../ui/Cell';
import { Skeleton } from '../../../../ui/Skeleton';
import { userInfo } from '../../../../app/state/session';
import { getH5UserInfo } from '../../../../api/user';
import { getResponsibleDirector } from '../../../../api/certification';
import { useResource } from '../../../../ui/useResource';
import { LoadState } from '../../../../ui/LoadState';
import type { User } from '../../../../api/types';
import { LEVEL_NAMES } from '../../../../api/levels';
import { formatDate } from '../../../../lib/time';
import { PAGE } from '../../../../app/paths';
import { STATUS_TEXT, stateUrl } from '../../certification/cert-flow';
import './plainText.css';
import { maskMobile, maskName } from '../../../../lib/mask';
import { inPlace } from '../../../../lib/shown-in-place';

/** 王强（138****0003）: the name and masked mobile the server gives (an old stored user has none yet). */
function inviterText(user: User): string {
  if (user.inviter) return `${user.inviter.nickname}（${user.inviter.mobileMasked}）`;
  return user.inviterId ? '—' : '无';
}

/**
 * The name in the header: the nickname, but masked as the 真实姓名 row is when it is the real name
 * (seed and many partners use their name as nickname): the page never shows the real name in full.
 */
function headerName(user: User): string {
  if (user.realName && user.nickname === user.realName) return maskName(user.realName);
  return user.nickname || '合伙人';
}

function certLink(user: User): string {
  return user.certStatus === 0 ? `#${PAGE.withdrawalAuth}` : `#${stateUrl(user.certType || 'personal')}`;
}

export default function PersonalInfoPage() {
  const user = userInfo.value;
  // null when no director covers the user's region; a failed load says so, never "none"
  const director = useResource(getResponsibleDirector, []);

  useEffect(() => {
    // a background refresh of what the page shows: a failure changes nothing, so no toast
    inPlace(getH5UserInfo).then(
      (u) => (userInfo.value = u),
      () => {},
    );
  }, []);

  if (!user) return <Skeleton rows={6} avatar title />;
  const certKind = user.certType === 'enterprise' ? '企业' : '个人';
  return (
    <div class="me">
      <header class="me__head">
        <img class="me__avatar" src={user.avatar || '/mock-static/avatar-default.svg'} alt="" width={56} height={56} />
        <div class="me__who">
          <h2 class="me__name">{headerName(user)}</h2>
          <p class="me__level">{user.levelName || LEVEL_NAMES[user.roleLevel]}</p>
        </div>
      </header>
      <CellGroup title="基本信息" inset>
        <Cell title="手机号" value={maskMobile(user.mobile)} />
        <Cell title="真实姓名" value={user.realName ? maskName(user.realName) : '未认证'} />
        <Cell title="身份证号" value={user.idCardMasked || '未认证'} />
        <Cell title="角色" value={LEVEL_NAMES[user.roleLevel] || '合伙人'} />
        <Cell title="等级" value={user.levelName || '—'} />
        <Cell title="邀请人" value={inviterText(user)} />
        <Cell title="注册时间" value={formatDate(user.createdAt)} />
      </CellGroup>
      <CellGroup title="实名认证" inset>
        <Cell
          title={user.certStatus === 0 ? '实名认证' : `${certKind}实名认证`}
          value={<span class={`me__cert me__cert--${user.certStatus}`}>{STATUS_TEXT[user.certStatus]}</span>}
          to={certLink(user)}
        />
        <Cell title="视频录制上传" label="录制一段不超过 60 秒的视频并上传" to={`#${PAGE.videoUpload}`} />
      </CellGroup>
      <CellGroup title="负责总监" inset>
        <LoadState resource={director} failedText="负责总监加载失败" skeleton={<Skeleton rows={2} />}>
          {(d) =>
            d ? (
              <>
                <Cell title="姓名" value={d.name} />
                <Cell title="职位" value={d.levelName} />
                <Cell title="联系电话" value={d.mobileMasked} />
                <Cell title="负责区域" value={d.region || '—'} />
              </>
            ) : (
              <Cell title="暂无负责总监" label="您所在区域暂未设置市级或省级总监" />
            )
          }
        </LoadState>
      </CellGroup>
    </div>
  );
}
