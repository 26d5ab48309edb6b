// Signing as an area director (/api/applyIdentity/*): applications, invitations, the contract,
// the CMO's review and the user's contracts.
import { Type } from '@sinclair/typebox';
import { REAL_NAME_REQUIRED } from '../../errors';
import { ById, Page, PageQuery } from '../common';
import { routesOf } from '../route';
import {
  Application,
  ApplyListBody,
  Contract,
  ContractLink,
  ContractQuery,
  InviteBody,
  PreviewBody,
  ReviewBody,
  SignBody,
} from '../signing';
import { Invitation, KeywordQuery, TeamMember } from '../team';

const CMO_ONLY = { 403: '只有 CMO 审核员可以调用', 404: '签约申请不存在' };

export const SIGNING_ROUTES = routesOf('签约', [
  {
    method: 'POST',
    path: '/api/applyIdentity/applyList',
    summary: '签约申请列表；带 level 或 region 时为申请签约（写入，答复新申请）',
    writes: true,
    idempotent: true,
    body: ApplyListBody,
    answer: Type.Union([Page(Application), Application]),
    codes: [REAL_NAME_REQUIRED],
    refusals: { 404: '地区编码不存在', 409: '已是该级别、已有进行中的申请，或区域已有代理' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/sendInvite',
    summary: '邀请手机号加入团队',
    writes: true,
    idempotent: true,
    body: InviteBody,
    answer: Invitation,
    refusals: { 409: '已是团队成员或已邀请过' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/ignoreApply',
    summary: '忽略自己经手的申请（状态 0 或 1 → 4）',
    writes: true,
    body: ById('申请编号'),
    answer: Application,
    refusals: { 404: '签约申请不存在', 409: '申请状态不允许忽略' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/userLevelThreeList',
    summary: '省级总监以下的团队成员（可邀请升级的）',
    body: KeywordQuery,
    answer: Page(TeamMember),
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/previewContract',
    summary: '合同页面的地址：自己的申请（applyId），或申请前的级别和区域',
    body: PreviewBody,
    answer: ContractLink,
    refusals: { 404: '签约申请或地区不存在', 409: '申请没有待签署的合同' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/fourSignThreeContract',
    summary: '签署状态 0 的申请的合同（验证码错误时 400 指向 code）',
    writes: true,
    idempotent: true,
    body: SignBody,
    answer: Contract,
    refusals: { 404: '签约申请不存在', 409: '已签署' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/cmoConfirmList',
    summary: '待 CMO 审核的申请（仅 CMO 审核员）',
    body: PageQuery,
    answer: Page(Application),
    refusals: { 403: '只有 CMO 审核员可以查看' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/cmoReview',
    summary: 'CMO 审核：通过或驳回（驳回须填原因）',
    writes: true,
    idempotent: true,
    body: ReviewBody,
    answer: Application,
    refusals: { ...CMO_ONLY, 409: '申请不在待审核状态' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/cmoReviewUrl',
    summary: '审核中申请的合同页面地址',
    body: ById('申请编号'),
    answer: ContractLink,
    refusals: { 404: '签约申请不存在' },
  },
  {
    method: 'POST',
    path: '/api/applyIdentity/userContractList',
    summary: '自己的合同，从新到旧',
    body: ContractQuery,
    answer: Page(Contract),
  },
]);
