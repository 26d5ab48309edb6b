// The people around the accounts: team members, customers and the wash cards they hold.
import type { WashCardStatus } from '../../../src/api/types';
import { maskMobile } from '../../../src/lib/mask';
import type { DbSchema } from '../../schema';
import { WASH_CARD_NAMES } from '../data';
import { AVATAR_COUNT } from '../images';
import { DAY, type Stream, yyyymmdd } from '../random';

type TeamMemberRow = DbSchema['teamMembers'][number];
type CustomerRow = DbSchema['customers'][number];

/** One member of `leader`'s team (also the big seed's crowd: seed/big.ts). */
export function teamMemberRow(r: Stream, id: number, leader: number): TeamMemberRow {
  const level = r.next() < 0.12 ? 20 : 10;
  const nickname = r.personName();
  // a picture for about a third of them (one draw either way), the name's first character else
  const roll = r.between(1, 12);
  const avatar = roll <= AVATAR_COUNT ? `/mock-static/avatar-${roll}.svg` : '';
  const mobile = r.mobile();
  return {
    id,
    userId: leader,
    nickname,
    avatar,
    mobileMasked: maskMobile(mobile),
    mobile,
    level,
    teamSize: level === 20 ? r.between(8, 40) : r.between(0, 6),
    salesFen: r.between(0, 60) * 10000 + r.between(0, 99) * 100,
    joinedAt: r.daysAgo(r.between(1, 400)),
  };
}

export function buildTeamMembers(r: Stream): DbSchema['teamMembers'] {
  const teamMembers: DbSchema['teamMembers'] = [];
  for (const [leader, count] of [
    [1001, 64],
    [1003, 22],
    [1005, 8],
  ]) {
    for (let i = 0; i < count; i++) teamMembers.push(teamMemberRow(r, teamMembers.length + 1, leader));
  }
  return teamMembers;
}

/** One customer of `owner` (also the big seed's crowd: seed/big.ts). */
export function customerRow(r: Stream, id: number, owner: number): CustomerRow {
  const cardCount = r.between(0, 5);
  return {
    id,
    userId: owner,
    nickname: r.personName(),
    mobileMasked: maskMobile(r.mobile()),
    cardCount,
    lastOrderAt: cardCount ? r.daysAgo(r.between(0, 120)) : null,
  };
}

export function buildCustomers(r: Stream): DbSchema['customers'] {
  const customers: DbSchema['customers'] = [];
  for (const [owner, count] of [
    [1001, 36],
    [1002, 12],
    [1003, 10],
  ]) {
    for (let i = 0; i < count; i++) customers.push(customerRow(r, customers.length + 1, owner));
  }
  return customers;
}

export function buildWashCards(r: Stream): DbSchema['washCards'] {
  const washCards: DbSchema['washCards'] = [];
  for (const [owner, count] of [
    [1001, 56],
    [1002, 10],
    [1005, 6],
  ]) {
    for (let i = 0; i < count; i++) {
      const status: WashCardStatus = r.pick(['unused', 'unused', 'used', 'used', 'expired']);
      const boughtAt = r.daysAgo(status === 'expired' ? r.between(370, 500) : r.between(1, 300));
      washCards.push({
        id: washCards.length + 1,
        userId: owner,
        cardNo: `XC${yyyymmdd(boughtAt)}${r.digits(6)}`,
        name: r.pick(WASH_CARD_NAMES),
        status,
        boughtAt,
        expireAt: new Date(Date.parse(boughtAt) + 365 * DAY).toISOString(),
      });
    }
  }
  return washCards;
}
