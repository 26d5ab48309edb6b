// The partner's own people and cards: team members (with one member by id), the team summary,
// customers, and wash cards with their summary by status.
import type { Request } from 'json-server';
import type { TeamMember, TeamSummary, WashCard, WashCardSummary } from '../../src/api/types';
import type { WashCardQuery } from '../../src/api/team';
import { TEAM_SORTS, type TeamSort } from '../../src/api/limits';
import { post, ok, MockError, tables, ownRows, bodyOf, read, paginate, without, localDay, type Input } from '../kit';
import type { TeamMemberRow } from '../schema';
import { LEVEL_NAMES, MEMBER_LEVELS } from '../../src/api/levels';

const WASH_CARD_STATUSES: readonly NonNullable<WashCardQuery['status']>[] = ['unused', 'used', 'expired'];

const memberToWire = (row: TeamMemberRow): TeamMember => without(row, 'userId', 'mobile');

// paginate orders by a descending string key; counts are zero-padded so they compare as numbers
const padded = (n: number) => String(n).padStart(15, '0');
const SORT_KEYS: Record<TeamSort, (m: TeamMember) => string> = {
  joined: (m) => m.joinedAt,
  teamSize: (m) => padded(m.teamSize),
  sales: (m) => padded(m.salesFen),
};

/** The keyword filter of the list calls: part of a nickname or of the masked mobile. */
function keywordOf(body: Input): (...texts: string[]) => boolean {
  const keyword = read.optStr(body, 'keyword', '搜索关键词', { max: 30 });
  return (...texts) => !keyword || texts.some((t) => t.includes(keyword));
}

const teamOf = (req: Request, userId: number) =>
  ownRows(
    req,
    tables(req).teamMembers.filter((m) => m.userId === userId),
  );

/** A card is expired once its expiry has passed, whatever the stored status says. */
function cardsOf(req: Request, userId: number): WashCard[] {
  const now = new Date().toISOString();
  return ownRows(
    req,
    tables(req).washCards.filter((c) => c.userId === userId),
  ).map((c) => ({
    ...without(c, 'userId'),
    status: c.status === 'unused' && c.expireAt < now ? 'expired' : c.status,
  }));
}

export default [
  post('/api/user/myTeamRecord', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const id = read.optInt(body, 'id', '成员编号', { min: 1 });
    if (id !== undefined) {
      const member = teamOf(req, user.id).find((m) => m.id === id);
      if (!member) throw new MockError(404, '该成员不在你的团队中，请刷新列表后重试');
      return ok(res, memberToWire(member));
    }
    const level = read.optOneOf(body, 'level', '成员级别', MEMBER_LEVELS);
    const sort = read.optOneOf(body, 'sort', '排序方式', TEAM_SORTS) ?? 'joined';
    const matches = keywordOf(body);
    // the full mobile matches too (a partner types the number they know); the answer keeps the mask
    const rows = teamOf(req, user.id).filter(
      (m) => (level === undefined || m.level === level) && matches(m.nickname, m.mobileMasked, m.mobile),
    );
    ok(res, paginate(rows.map(memberToWire), body, SORT_KEYS[sort]));
  }),

  post('/api/user/myTeamSummary', (req, res) => {
    const team = teamOf(req, req.user.id);
    const month = localDay(new Date()).slice(0, 7);
    const summary: TeamSummary = {
      total: team.length,
      newThisMonth: team.filter((m) => localDay(m.joinedAt).startsWith(month)).length,
      salesFen: team.reduce((sum, m) => sum + m.salesFen, 0),
      byLevel: MEMBER_LEVELS.map((level) => ({
        level,
        levelName: LEVEL_NAMES[level],
        count: team.filter((m) => m.level === level).length,
      })),
    };
    ok(res, summary);
  }),

  post('/api/user/myCustomerH5', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const matches = keywordOf(body);
    const rows = tables(req).customers.filter((c) => c.userId === user.id && matches(c.nickname, c.mobileMasked));
    ok(
      res,
      paginate(
        rows.map((c) => without(c, 'userId')),
        body,
        (c) => c.lastOrderAt,
      ),
    );
  }),

  post('/api/user/myWashCardSummary', (req, res) => {
    const cards = cardsOf(req, req.user.id);
    const count = (status: WashCard['status']) => cards.filter((c) => c.status === status).length;
    const summary: WashCardSummary = {
      total: cards.length,
      unused: count('unused'),
      used: count('used'),
      expired: count('expired'),
    };
    ok(res, summary);
  }),

  post('/api/user/myWashCardRecord', (req, res) => {
    const { user } = req;
    const body = bodyOf(req);
    const status = read.optOneOf(body, 'status', '洗护卡状态', WASH_CARD_STATUSES);
    const cards = cardsOf(req, user.id).filter((c) => status === undefined || c.status === status);
    ok(
      res,
      paginate(cards, body, (c) => c.boughtAt),
    );
  }),
];
