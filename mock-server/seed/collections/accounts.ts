// The six seed accounts of README's table (users, with their real-name records): their facts are
// fixed here, only their birth dates and the enterprise's credit code are drawn.
import type { RoleLevel, User } from '../../../src/api/types';
import { LEVEL_NAMES } from '../../../src/api/levels';
import { maskIdCard } from '../../../src/lib/mask';
import type { DbSchema } from '../../schema';
import { newcomerNickname } from '../../lib/util';
import { accountAvatar } from '../images';
import type { Stream } from '../random';

interface Account {
  mobile: string;
  name: string;
  shop: number;
  role: RoleLevel;
  cert: 'personal' | 'enterprise' | null;
  inviter: number | null;
  days: number;
}
const ACCOUNTS: Account[] = [
  { mobile: '13800000001', name: '张伟', shop: 0, role: 10, cert: 'personal', inviter: 1003, days: 420 },
  { mobile: '13800000002', name: '李娜', shop: 1, role: 10, cert: 'personal', inviter: 1001, days: 300 },
  { mobile: '13800000003', name: '王强', shop: 1, role: 20, cert: 'personal', inviter: 1006, days: 600 },
  { mobile: '13800000004', name: '', shop: 0, role: 10, cert: null, inviter: 1001, days: 2 },
  { mobile: '13800000005', name: '陈刚', shop: 0, role: 10, cert: 'enterprise', inviter: 1003, days: 200 },
  { mobile: '13800000006', name: '刘洋', shop: 0, role: 40, cert: 'personal', inviter: null, days: 800 },
];
/** The enterprise partner's company (its bank cards are in this name). */
export const COMPANY = '杭州洁净洗护服务有限公司';

/** A seed account's invite code, fixed by its id. */
const inviteCodeOf = (id: number) => `JY${((id * 2654435761) >>> 0).toString(36).toUpperCase().slice(-4)}`;

export function buildAccounts(r: Stream) {
  const users: User[] = [];
  const personalCertifications: DbSchema['personalCertifications'] = [];
  const enterpriseCertifications: DbSchema['enterpriseCertifications'] = [];
  const images: Record<string, string> = {};
  ACCOUNTS.forEach((a, i) => {
    const id = 1001 + i;
    const two = (min: number, max: number) => String(r.between(min, max)).padStart(2, '0');
    const birth = `19${two(70, 95)}${two(1, 12)}${two(1, 28)}`;
    const card = a.name ? r.idCard('330106', birth) : '';
    let avatar = '/mock-static/avatar-default.svg';
    if (a.name) {
      const picture = accountAvatar(i, a.name);
      images[picture.file] = picture.svg;
      avatar = `/mock-static/${picture.file}`;
    }
    users.push({
      id,
      mobile: a.mobile,
      nickname: a.name || newcomerNickname(a.mobile),
      avatar,
      realName: a.name,
      idCardMasked: card ? maskIdCard(card) : '',
      shopUserStatus: a.shop,
      roleLevel: a.role,
      levelName: LEVEL_NAMES[a.role],
      certType: a.cert,
      certStatus: a.cert ? 2 : 0,
      inviterId: a.inviter,
      inviteCode: inviteCodeOf(id),
      createdAt: r.daysAgo(a.days),
    });
    if (a.name)
      personalCertifications.push({ userId: id, status: 2, realName: a.name, idCard: card, faceVerified: true });
    if (a.cert === 'enterprise') {
      enterpriseCertifications.push({
        userId: id,
        status: 2,
        companyName: COMPANY,
        creditCode: r.creditCode(),
        legalPerson: a.name,
        legalIdCard: card,
        licenseUrl: '/mock-static/license.svg',
      });
    }
  });
  return { users, personalCertifications, enterpriseCertifications, images };
}

/** The seed account with this id (a generator's mistake if there is none). */
export function accountOf(users: User[], id: number): User {
  const user = users.find((u) => u.id === id);
  if (!user) throw new Error(`seed: no account ${id}`);
  return user;
}
