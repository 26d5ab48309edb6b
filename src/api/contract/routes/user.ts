// The partner's own account: signing in, the user info, certification, team, feedback.
import { Type } from '@sinclair/typebox';
import { NEED_CAPTCHA } from '../../errors';
import { Page } from '../common';
import { Feedback, FeedbackBody } from '../content';
import {
  BusinessLicenseReading,
  EnterpriseCertification,
  EnterpriseCertificationBody,
  EnterpriseCertificationState,
  LoginBody,
  LoginResult,
  OrgLoginBody,
  PersonalCertification,
  PersonalCertificationState,
  RealNameBody,
  ResponsibleDirector,
  User,
} from '../people';
import { Nullable, Upload } from '../kit';
import { routesOf } from '../route';
import {
  Customer,
  CustomerQuery,
  TeamMember,
  TeamRecordBody,
  TeamSummary,
  WashCard,
  WashCardQuery,
  WashCardSummary,
} from '../team';

const PhotoUrl = Type.Object({ url: Upload('营业执照照片') });
const Empty = Type.Object({});

export const USER_ROUTES = routesOf('用户', [
  {
    method: 'POST',
    path: '/api/user/loginH5',
    summary: '手机号 + 短信验证码登录；未注册的手机号成为新合伙人',
    public: true,
    writes: true,
    body: LoginBody,
    answer: LoginResult,
    codes: [NEED_CAPTCHA],
  },
  {
    method: 'POST',
    path: '/api/user/loginForH5',
    summary: '带机构编号的登录（构建设置 ORG_ID）',
    public: true,
    writes: true,
    body: OrgLoginBody,
    answer: LoginResult,
    codes: [NEED_CAPTCHA],
  },
  { method: 'GET', path: '/api/user/getH5UserInfo', summary: '当前用户，含邀请人', answer: User },
  {
    method: 'GET',
    path: '/api/user/getUserCertificationH5',
    summary: '个人实名认证记录（未提交时只有 status 0）',
    answer: PersonalCertificationState,
  },
  {
    method: 'GET',
    path: '/api/user/getCompanyCertificationH5',
    summary: '企业认证记录（未提交时只有 status 0）',
    answer: EnterpriseCertificationState,
  },
  {
    method: 'POST',
    path: '/api/user/realAuthH5',
    summary: '提交姓名和身份证号（之后进行人脸核验）',
    writes: true,
    body: RealNameBody,
    answer: PersonalCertification,
    refusals: { 409: '已实名，或身份证号已被其他账号认证' },
  },
  {
    method: 'POST',
    path: '/api/user/personVerificationH5',
    summary: '人脸核验：上传一段视频（客户端等待 120 秒）',
    writes: true,
    upload: 'video/mp4、video/webm、video/quicktime',
    answer: PersonalCertification,
    refusals: { 409: '已完成实名认证' },
  },
  {
    method: 'POST',
    path: '/api/user/companyCertificationH5',
    summary: '提交企业认证（模拟服务几秒后给出审核结果）',
    writes: true,
    body: EnterpriseCertificationBody,
    answer: EnterpriseCertification,
    refusals: { 409: '已认证、审核中，或企业已被其他账号认证' },
  },
  {
    method: 'POST',
    path: '/api/user/businessLicenseOcrH5',
    summary: '识别营业执照照片',
    body: PhotoUrl,
    answer: BusinessLicenseReading,
  },
  {
    method: 'GET',
    path: '/api/user/cityProvinceDirectorInfoH5',
    summary: '负责用户所在区域的市级或省级总监（没有时为 null）',
    answer: Nullable(ResponsibleDirector),
  },
  {
    method: 'POST',
    path: '/api/user/myTeamRecord',
    summary: '团队成员（默认从新到旧）；带 id 时只答复这一位成员',
    body: TeamRecordBody,
    answer: Type.Union([Page(TeamMember), TeamMember]),
    refusals: { 404: '该成员不在团队中' },
  },
  { method: 'POST', path: '/api/user/myTeamSummary', summary: '团队数字，按级别', body: Empty, answer: TeamSummary },
  {
    method: 'POST',
    path: '/api/user/myCustomerH5',
    summary: '我的客户，最近下单的在前',
    body: CustomerQuery,
    answer: Page(Customer),
  },
  {
    method: 'POST',
    path: '/api/user/myWashCardSummary',
    summary: '名下洗护卡数量，按状态',
    body: Empty,
    answer: WashCardSummary,
  },
  {
    method: 'POST',
    path: '/api/user/myWashCardRecord',
    summary: '名下洗护卡，最近购买的在前',
    body: WashCardQuery,
    answer: Page(WashCard),
  },
  {
    method: 'POST',
    path: '/api/user/addFeedBack',
    summary: '问题反馈',
    writes: true,
    idempotent: true,
    body: FeedbackBody,
    answer: Feedback,
  },
]);
