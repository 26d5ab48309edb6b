// Signing: applications for a level and region, and the contracts they lead to.
import { type Static, Type } from '@sinclair/typebox';
import { APPLICATION_STATUS_NAMES, CONTRACT_STATUS_NAMES } from '../contract-status';
import { SIGN_LEVELS } from '../limits';
import { PageQuery } from './common';
import { Id, labelled, Mobile, Nullable, oneOf, Time, Upload } from './kit';

export const ApplicationStatus = labelled(APPLICATION_STATUS_NAMES, '申请状态');
export type ApplicationStatus = Static<typeof ApplicationStatus>;

export const Application = Type.Object({
  id: Type.Integer(),
  applicantNickname: Type.String(),
  applicantRealName: Type.Optional(
    Type.String({ description: '申请人的实名（签约须实名）：只在 CMO 的审核列表 cmoConfirmList 中' }),
  ),
  applicantMobileMasked: Type.String(),
  level: Type.Integer({ description: '签约级别（roleLevel 值）' }),
  region: Type.String(),
  status: ApplicationStatus,
  reason: Type.Optional(Type.String()),
  createdAt: Time(),
});
export type Application = Static<typeof Application>;

export const ContractStatus = labelled(CONTRACT_STATUS_NAMES, '合同状态');
export type ContractStatus = Static<typeof ContractStatus>;

export const ContractKind = labelled({ agency: '区域代理合同', store: '门店合同' } as const, '合同类型');

export const Contract = Type.Object({
  id: Type.Integer(),
  kind: ContractKind,
  title: Type.String(),
  level: Type.Integer(),
  region: Type.String(),
  status: ContractStatus,
  url: Type.String(),
  signedAt: Nullable(Time()),
  applyId: Type.Optional(Type.Integer({ description: '代理合同所属的申请（状态 0 时据此继续签约）' })),
  reason: Type.Optional(Type.String({ description: 'CMO 驳回的原因（状态 3）' })),
});
export type Contract = Static<typeof Contract>;

const SignLevel = oneOf(SIGN_LEVELS, '签约级别');
const Region = Type.String({ title: '签约区域', description: '区域编码：30 级为省，20 级为市' });

/**
 * applyList is two calls on one path: a body with `level` or `region` applies (write), any other
 * body lists the applications (read).
 */
export const ApplyListBody = Type.Composite([
  PageQuery,
  Type.Object({
    scope: Type.Optional(oneOf(['mine', 'team'] as const, '列表范围')),
    status: Type.Optional(ApplicationStatus),
    level: Type.Optional(SignLevel),
    region: Type.Optional(Region),
  }),
]);

export const ApplyListQuery = Type.Composite([
  PageQuery,
  Type.Object({
    scope: Type.Optional(oneOf(['mine', 'team'] as const, '列表范围')),
    status: Type.Optional(ApplicationStatus),
  }),
]);
export type ApplyListQuery = Static<typeof ApplyListQuery>;

export const ApplyBody = Type.Object({ level: SignLevel, region: Region });
export type ApplyBody = Static<typeof ApplyBody>;

export const InviteBody = Type.Object({
  mobile: Mobile(),
  level: oneOf([10, 20, 30] as const, '邀请级别'),
});
export type InviteBody = Static<typeof InviteBody>;

/** Either an application of the caller, or a level and region before applying. */
export const PreviewByApplication = Type.Object({ applyId: Id('申请编号') });
export const PreviewBody = Type.Object({
  applyId: Type.Optional(Id('申请编号')),
  level: Type.Optional(SignLevel),
  region: Type.Optional(Region),
});
export type PreviewBody = Static<typeof PreviewByApplication> | ApplyBody;

export const ReviewBody = Type.Object({
  id: Id('申请编号'),
  approve: Type.Boolean({ title: '审核结果' }),
  reason: Type.Optional(Type.String({ title: '驳回原因', description: '驳回时必填，至多 200 字' })),
});
export type ReviewBody = Static<typeof ReviewBody>;

export const ContractQuery = Type.Composite([
  PageQuery,
  Type.Object({ kind: Type.Optional(ContractKind), status: Type.Optional(ContractStatus) }),
]);
export type ContractQuery = Static<typeof ContractQuery>;

/** A page the web-view frames (served by the backend, no token needed). */
export const ContractLink = Type.Object({
  url: Type.String({ description: 'API 服务器上的路径（和上传地址一样）：设置了 API_BASE 时放在它后面' }),
});
export type ContractLink = Static<typeof ContractLink>;

export const SignBody = Type.Object({
  applyId: Id('申请编号'),
  signatureUrl: Upload('签名图片'),
  code: Type.String({ title: '验证码', description: '发到签约人本人手机的短信验证码（scene sign）' }),
});
export type SignBody = Static<typeof SignBody>;
