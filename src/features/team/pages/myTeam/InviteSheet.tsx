// 邀请: invite a mobile at a level the partner may invite (sendInvite; a duplicate or one's own
// number is said under the field), and the partner's own link and QR code to show in person.
import { useEffect, useState } from 'react';
import { sendInvite } from '../../../../api/contract';
import { ApiError } from '../../../../api/http';
import type { User } from '../../../../api/types';
import { getH5UserInfo } from '../../../../api/user';
import { mobile as mobileRule, mobileInput } from '../../../../lib/validators/phone';
import { InviteCard } from '../../InviteCard';
import { inviteLink } from '../../invite';
import { LEVEL_NAMES, type MemberLevel } from '../../../../api/levels';
import { invitableLevels } from '../../levels';
import { Button } from '../../../../ui/Button';
import { Field } from '../../../../ui/Field';
import { Popup } from '../../../../ui/Popup';
import { toast } from '../../../../ui/toast';
import { useSubmit } from '../../../../ui/useSubmit';

export interface InviteSheetProps {
  open: boolean;
  onClose: () => void;
  /** a level to start with (inviting a member up a level) */
  level?: MemberLevel;
}

export function InviteSheet({ open, onClose, level: startLevel }: InviteSheetProps) {
  const [user, setUser] = useState<User | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mobile, setMobile] = useState('');
  const [level, setLevel] = useState<MemberLevel>(10);
  const [errors, setErrors] = useState<{ mobile?: string; level?: string }>({});
  // a sent invitation is done: the same number again is a new request (the server refuses the duplicate)
  const invite = useSubmit(sendInvite, {
    done: (sent) => {
      toast(`已邀请 ${sent.mobileMasked} 成为${sent.levelName}`, { type: 'success' });
      setMobile('');
      setErrors({});
    },
    failed: (err) => {
      if (err instanceof ApiError && (err.code === 400 || err.code === 409))
        setErrors(err.field === 'level' ? { level: err.message } : { mobile: err.message });
    },
  });

  useEffect(() => {
    if (!open) return;
    setErrors({});
    setLoadFailed(false);
    getH5UserInfo().then(
      (u) => {
        setUser(u);
        const allowed = invitableLevels(u.roleLevel);
        setLevel(startLevel && allowed.includes(startLevel) ? startLevel : allowed[0]);
      },
      () => setLoadFailed(true),
    );
  }, [open, startLevel]);

  function submit(e: Event) {
    e.preventDefault();
    const problem = mobileRule(mobile);
    if (problem) return setErrors({ mobile: problem });
    if (user && mobile === user.mobile) return setErrors({ mobile: '不能邀请自己，请填写对方的手机号' });
    invite.submit({ mobile, level });
  }

  return (
    // named by label, not title: the kit's title id comes from useId, which repeats the Field's id inside a portal
    <Popup open={open} onClose={onClose} label="邀请成员" class="team-invite">
      <h2>邀请成员</h2>
      {loadFailed ? (
        <p class="team-invite__error">账号信息加载失败，请关闭后重试</p>
      ) : !user ? (
        <p class="team-invite__wait">加载中…</p>
      ) : (
        <>
          <form class="team-invite__form" onSubmit={submit} noValidate>
            <Field
              label="手机号"
              {...mobileInput}
              autoComplete="off"
              placeholder="对方的手机号"
              value={mobile}
              onInput={(v) => {
                setMobile(v.replace(/\D/g, ''));
                setErrors({});
              }}
              error={errors.mobile}
            />
            <fieldset class="team-invite__levels">
              <legend>邀请级别</legend>
              {/* the row is an inner box: before Chrome 86 a fieldset is no flex container */}
              <div class="team-invite__choices">
                {invitableLevels(user.roleLevel).map((l) => (
                  <label key={l}>
                    <input type="radio" name="invite-level" checked={level === l} onChange={() => setLevel(l)} />
                    <span>{LEVEL_NAMES[l]}</span>
                  </label>
                ))}
              </div>
              {errors.level && <p class="team-invite__error">{errors.level}</p>}
            </fieldset>
            <Button type="submit" variant="primary" block loading={invite.pending}>
              发送邀请
            </Button>
          </form>
          <h3 class="team-invite__sub">当面邀请</h3>
          <InviteCard link={inviteLink(user.inviteCode)} nickname={user.nickname} />
        </>
      )}
    </Popup>
  );
}
