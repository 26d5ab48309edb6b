// Content and what every page may need: share materials, feedback, SMS codes, image captchas,
// named configuration, and WeChat's JS-SDK signature and settings.
import { type Static, Type } from '@sinclair/typebox';
import { FEEDBACK_TYPE_NAMES } from '../status-names';
import { PageQuery } from './common';
import { signableUrlProblem } from '../../lib/wechat';
import { FEEDBACK_MAX_IMAGES } from '../limits';
import { Id, labelled, Mobile, Nullable, oneOf, ruled, Time, Uploads } from './kit';
import { WithdrawRule } from './money';

export const ShareMaterialCategory = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ShareMaterialCategory = Static<typeof ShareMaterialCategory>;

export const ShareMaterial = Type.Object({
  id: Type.Integer(),
  categoryId: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  images: Type.Array(Type.String()),
  videoUrl: Nullable(Type.String()),
  createdAt: Time(),
});
export type ShareMaterial = Static<typeof ShareMaterial>;

export const MaterialQuery = Type.Composite([
  PageQuery,
  Type.Object({
    categoryId: Type.Optional(Id('素材分类')),
    keyword: Type.Optional(Type.String({ title: '搜索关键词', description: '标题或正文的一部分' })),
  }),
]);
export type MaterialQuery = Static<typeof MaterialQuery>;

export const FeedbackType = labelled(FEEDBACK_TYPE_NAMES, '反馈类型');
export type FeedbackType = Static<typeof FeedbackType>;

export const Feedback = Type.Object({
  id: Type.Integer(),
  type: FeedbackType,
  content: Type.String(),
  images: Type.Array(Type.String()),
  contact: Type.String(),
  createdAt: Time(),
});
export type Feedback = Static<typeof Feedback>;

export const FeedbackBody = Type.Object({
  type: FeedbackType,
  content: Type.String({ title: '反馈内容', description: '1 到 500 个字' }),
  images: Type.Optional(Uploads('图片', 0, FEEDBACK_MAX_IMAGES)),
  contact: Type.Optional(Type.String({ title: '联系方式', description: '手机号或至多 50 个字' })),
});
export type FeedbackBody = Static<typeof FeedbackBody>;

/** 'sign': the intent check before a signature, to the caller's own mobile only (needs a session). */
export const VerifyCodeScene = oneOf(['login', 'bank', 'sign'] as const, '验证码用途');
export type VerifyCodeScene = Static<typeof VerifyCodeScene>;

export const VerifyCodeBody = Type.Object({
  mobile: Mobile(),
  scene: VerifyCodeScene,
  captchaKey: Type.Optional(Type.String({ title: '图形验证码标识', description: '服务器要求图形验证码时' })),
  captcha: Type.Optional(Type.String({ title: '图形验证码' })),
});
export type VerifyCodeBody = Static<typeof VerifyCodeBody>;

export const VerifyCodeSent = Type.Object({ expiresIn: Type.Integer({ description: '验证码有效的秒数' }) });
export type VerifyCodeSent = Static<typeof VerifyCodeSent>;

export const CaptchaImage = Type.Object({
  captchaKey: Type.String(),
  image: Type.String({ description: 'SVG 的 data URL' }),
});
export type CaptchaImage = Static<typeof CaptchaImage>;

export const CaptchaAnswer = Type.Object({
  captchaKey: Type.String({ title: '图形验证码标识' }),
  captcha: Type.String({ title: '图形验证码' }),
});
export type CaptchaAnswer = Static<typeof CaptchaAnswer>;

export const CaptchaValid = Type.Object({ valid: Type.Literal(true) });

/** The named configuration entries and what each holds (rich texts are HTML strings). */
export const ConfigValues = Type.Object({
  withdrawRule: WithdrawRule,
  agreement: Type.String(),
  privacy: Type.String(),
  agencyTip: Type.String(),
  signedExplain: Type.String(),
  profitRule: Type.String({ description: '首页公告打开的合伙人收益规则' }),
  oneClickPay: Type.String(),
});
export type ConfigValues = Static<typeof ConfigValues>;

export const ConfigQuery = Type.Object({
  name: Type.String({ title: '配置名称', description: Object.keys(ConfigValues.properties).join('、') }),
});
export const ConfigValue = Type.Union([WithdrawRule, Type.String()], {
  description: 'withdrawRule 为对象，其余为富文本',
});

/** What `wx.config` needs besides the API lists: the signature of one page URL. */
export const JsSdkSignature = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer({ description: '自 1970 年起的秒数' }),
  nonceStr: Type.String(),
  signature: Type.String(),
});
export type JsSdkSignature = Static<typeof JsSdkSignature>;

export const JsSdkQuery = Type.Object({
  url: ruled(Type.String({ title: '页面地址', description: '不含 # 之后的部分' }), signableUrlProblem),
});

/** The deployment's WeChat settings that are not secret. */
export const WeChatSettings = Type.Object({
  miniProgram: Type.Object(
    { username: Type.String(), path: Type.String() },
    { description: '门店码打开的小程序：原始 id（gh_…）和打开的页面路径' },
  ),
  shareIconUrl: Type.String({ description: '应用图标的绝对地址，默认分享卡片的图片' }),
});
export type WeChatSettings = Static<typeof WeChatSettings>;

/** An uploaded file: served by the backend, e.g. /uploads/abc.jpg. */
export const UploadedFile = Type.Object({ url: Type.String() });
export type UploadedFile = Static<typeof UploadedFile>;
