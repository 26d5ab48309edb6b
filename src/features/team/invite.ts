// The partner's own invite link: the login page with their code, which makes a new partner
// arriving through it a member of their team.
import { getH5UserInfo } from '../../api/user';
import { PAGE } from '../../app/paths';
import { withQuery } from '../../app/navigation';

export interface Inviter {
  nickname: string;
  link: string;
}

/** `<origin><path>#/pages/login/index?inviter=<code>` of this app. */
export const inviteLink = (code: string) =>
  `${location.origin}${location.pathname}#${withQuery(PAGE.login, { inviter: code })}`;

/** The partner's nickname and invite link, from a fresh user info (a stored one may predate codes). */
export async function loadInviter(): Promise<Inviter> {
  const user = await getH5UserInfo();
  return { nickname: user.nickname, link: inviteLink(user.inviteCode) };
}
