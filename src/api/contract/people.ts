// The partner: roles, the user, the inviter, signing in and the two kinds of real-name certification.
import { type Static, Type } from '@sinclair/typebox';
import { LEVEL_NAMES } from '../levels';
import { CERT_STATUS_NAMES, CERT_TYPE_NAMES } from '../status-names';
import { code as codeRule } from '../../lib/validators/phone';
import {
  creditCode as creditCodeRule,
  idCard as idCardRule,
  realName as realNameRule,
} from '../../lib/validators/identity';
import { labelled, Mobile, Nullable, ruled, textRule, Time, Upload } from './kit';

export const RoleLevel = labelled(LEVEL_NAMES, '角色级别');
export type RoleLevel = Static<typeof RoleLevel>;

export const CertType = labelled(CERT_TYPE_NAMES, '认证类型');
export type CertType = Static<typeof CertType>;

export const CertStatus = labelled(CERT_STATUS_NAMES, '认证状态');
export type CertStatus = Static<typeof CertStatus>;

/** The inviter as the invited partner sees them: the shown name and the mobile masked (lib/mask). */
export const Inviter = Type.Object({ nickname: Type.String(), mobileMasked: Type.String() });
export type Inviter = Static<typeof Inviter>;

export const User = Type.Object({
  id: Type.Integer(),
  mobile: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  realName: Type.String(),
  idCardMasked: Type.String(),
  shopUserStatus: Type.Integer({ description: '1：门店用户，除少数页面外都进入门店首页' }),
  roleLevel: RoleLevel,
  levelName: Type.String(),
  certType: Nullable(CertType),
  certStatus: CertStatus,
  inviterId: Nullable(Type.Integer()),
  inviter: Type.Optional(
    Nullable(Inviter, { description: '邀请人（getH5UserInfo 和登录答复；null：没有邀请人；缺省：未查询）' }),
  ),
  inviteCode: Type.String({ description: '本人邀请链接 <origin>/#/pages/login/index?inviter=<inviteCode> 中的邀请码' }),
  createdAt: Time(),
});
export type User = Static<typeof User>;

export const LoginBody = Type.Object({
  mobile: Mobile(),
  code: ruled(Type.String({ title: '验证码', description: '6 位短信验证码' }), textRule(codeRule())),
  captchaKey: Type.Optional(Type.String({ title: '图形验证码标识', description: '服务器要求图形验证码时' })),
  captcha: Type.Optional(Type.String({ title: '图形验证码' })),
  inviter: Type.Optional(Type.String({ description: '进入时邀请链接的 inviteCode：新合伙人加入该团队' })),
});
export type LoginBody = Static<typeof LoginBody>;

/** loginForH5 also names the organisation (the ORG_ID build setting). */
export const OrgLoginBody = Type.Composite([
  LoginBody,
  Type.Object({ orgId: Type.Union([Type.String({ minLength: 1 }), Type.Number()], { title: '机构编号' }) }),
]);
export type OrgLoginBody = Static<typeof OrgLoginBody>;

export const LoginResult = Type.Object({ token: Type.String({ minLength: 1 }), userInfo: User });
export type LoginResult = Static<typeof LoginResult>;

export const PersonalCertification = Type.Object({
  status: CertStatus,
  reason: Type.Optional(Type.String()),
  realName: Type.String(),
  idCard: Type.String(),
  faceVerified: Type.Boolean(),
});
export type PersonalCertification = Static<typeof PersonalCertification>;

export const EnterpriseCertification = Type.Object({
  status: CertStatus,
  reason: Type.Optional(Type.String()),
  companyName: Type.String(),
  creditCode: Type.String(),
  legalPerson: Type.String(),
  legalIdCard: Type.String(),
  licenseUrl: Type.String(),
});
export type EnterpriseCertification = Static<typeof EnterpriseCertification>;

/** What a certification read answers when nothing was submitted yet. */
export const NotSubmitted = Type.Object({ status: Type.Literal(0) });

/** The answer of a certification read: the record, or only `{ status: 0 }` when none was submitted. */
export const PersonalCertificationState = Type.Union([PersonalCertification, NotSubmitted]);
export type PersonalCertificationState = Static<typeof PersonalCertificationState>;
export const EnterpriseCertificationState = Type.Union([EnterpriseCertification, NotSubmitted]);
export type EnterpriseCertificationState = Static<typeof EnterpriseCertificationState>;

export const RealNameBody = Type.Object({
  realName: ruled(Type.String({ title: '姓名' }), textRule(realNameRule)),
  idCard: ruled(Type.String({ title: '身份证号', description: '18 位，末位为 GB 11643 校验码' }), textRule(idCardRule)),
});
export type RealNameBody = Static<typeof RealNameBody>;

export const EnterpriseCertificationBody = Type.Object({
  companyName: Type.String({ title: '企业名称' }),
  creditCode: ruled(Type.String({ title: '统一社会信用代码', description: 'GB 32100' }), textRule(creditCodeRule)),
  legalPerson: ruled(Type.String({ title: '法定代表人' }), textRule(realNameRule)),
  legalIdCard: ruled(Type.String({ title: '法定代表人身份证号' }), textRule(idCardRule)),
  licenseUrl: Upload('营业执照照片'),
});
export type EnterpriseCertificationBody = Static<typeof EnterpriseCertificationBody>;

export const BusinessLicenseReading = Type.Object({
  companyName: Type.String(),
  creditCode: Type.String(),
  legalPerson: Type.String(),
});
export type BusinessLicenseReading = Static<typeof BusinessLicenseReading>;

/** The municipal or provincial director responsible for the user's region. */
export const ResponsibleDirector = Type.Object({
  name: Type.String(),
  mobileMasked: Type.String(),
  levelName: Type.String(),
  region: Type.String(),
});
export type ResponsibleDirector = Static<typeof ResponsibleDirector>;
