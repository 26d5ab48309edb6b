// The team: members, customers, wash cards, their summaries and invitations.
import { type Static, Type } from '@sinclair/typebox';
import { TEAM_SORTS } from '../limits';
import { WASH_CARD_STATUS_NAMES } from '../status-names';
import { PageQuery } from './common';
import { Fen, Id, labelled, Nullable, oneOf, Time } from './kit';

export const TeamMember = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String({ description: '头像地址；没有时为空串（客户端显示名字的第一个字）' }),
  mobileMasked: Type.String(),
  mobile: Type.Optional(Type.String({ description: '可拨打的号码，仅当后台选择提供时（模拟服务从不提供）' })),
  level: Type.Integer({ description: '成员级别（roleLevel 值）' }),
  teamSize: Type.Integer(),
  salesFen: Fen(),
  joinedAt: Time(),
});
export type TeamMember = Static<typeof TeamMember>;

export const Customer = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  mobileMasked: Type.String(),
  cardCount: Type.Integer(),
  lastOrderAt: Nullable(Time()),
});
export type Customer = Static<typeof Customer>;

export const WashCardStatus = labelled(WASH_CARD_STATUS_NAMES, '洗护卡状态');
export type WashCardStatus = Static<typeof WashCardStatus>;

export const WashCard = Type.Object({
  id: Type.Integer(),
  cardNo: Type.String(),
  name: Type.String(),
  status: WashCardStatus,
  boughtAt: Time(),
  expireAt: Time(),
});
export type WashCard = Static<typeof WashCard>;

/** `myTeamSummary`: the team in figures, by member level (roleLevel values). */
export const TeamSummary = Type.Object({
  total: Type.Integer(),
  newThisMonth: Type.Integer({ description: '本自然月加入的成员' }),
  salesFen: Fen(),
  byLevel: Type.Array(Type.Object({ level: Type.Integer(), levelName: Type.String(), count: Type.Integer() })),
});
export type TeamSummary = Static<typeof TeamSummary>;

/** `myWashCardSummary`: how many cards the user holds, by status. */
export const WashCardSummary = Type.Object({
  total: Type.Integer(),
  unused: Type.Integer(),
  used: Type.Integer(),
  expired: Type.Integer(),
});
export type WashCardSummary = Static<typeof WashCardSummary>;

/** `sendInvite`: an invitation to a mobile to join the team at a level. */
export const Invitation = Type.Object({
  id: Type.Integer(),
  mobileMasked: Type.String(),
  level: Type.Integer(),
  levelName: Type.String(),
  createdAt: Time(),
});
export type Invitation = Static<typeof Invitation>;

const Keyword = Type.Optional(Type.String({ title: '搜索关键词' }));

export const TeamRecordQuery = Type.Composite([
  PageQuery,
  Type.Object({
    level: Type.Optional(oneOf([10, 20, 30] as const, '成员级别')),
    keyword: Keyword,
    sort: Type.Optional(oneOf(TEAM_SORTS, '排序方式')),
  }),
]);
export type TeamRecordQuery = Static<typeof TeamRecordQuery>;

/** myTeamRecord is two calls on one path: with `id` it answers one member, else a page of them. */
export const TeamRecordBody = Type.Composite([TeamRecordQuery, Type.Object({ id: Type.Optional(Id('成员编号')) })]);

export const CustomerQuery = Type.Composite([PageQuery, Type.Object({ keyword: Keyword })]);
export type CustomerQuery = Static<typeof CustomerQuery>;

export const WashCardQuery = Type.Composite([PageQuery, Type.Object({ status: Type.Optional(WashCardStatus) })]);
export type WashCardQuery = Static<typeof WashCardQuery>;

export const KeywordQuery = Type.Composite([PageQuery, Type.Object({ keyword: Keyword })]);
