// The envelope every answer comes in, the business codes, and the page of a list call.
import { type Static, type TSchema, type TUnsafe, Type } from '@sinclair/typebox';
import { BELOW_MINIMUM, NEED_CAPTCHA, NOT_ENOUGH_BALANCE, PAYER_EXPIRED, REAL_NAME_REQUIRED } from '../errors';
import { Id } from './kit';

/** `{ code: 0, message, data }`: the answer of every call that succeeded (the client also takes 200). */
export const Success = <T extends TSchema>(data: T) =>
  Type.Object({
    code: Type.Union([Type.Literal(0), Type.Literal(200)], { description: '0（或 200）表示成功' }),
    message: Type.String(),
    data,
  });

/** The codes an answer with HTTP 200 may carry instead of 0: the app acts on each. */
export const BUSINESS_CODES = {
  [NOT_ENOUGH_BALANCE]: '超出可提现金额',
  [REAL_NAME_REQUIRED]: '需要先完成实名认证',
  [BELOW_MINIMUM]: '低于单笔最低提现金额',
  [NEED_CAPTCHA]: '需要先完成图形验证码',
  [PAYER_EXPIRED]: '微信身份已失效',
  1000: '其他业务失败（消息给用户看）',
} as const;

/**
 * Every refusal: `code` is the HTTP status (400, 401, 403, 404, 409, 422, 429, 500) or, with
 * HTTP 200, a business code; `message` is Chinese for the user; a 400 names its field in `data`.
 */
export const Failure = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP 状态码，或 HTTP 200 时的业务码' }),
    message: Type.String({ minLength: 1, description: '给用户看的中文说明' }),
    data: Type.Union([
      Type.Null(),
      Type.Object({
        field: Type.Optional(Type.String({ description: '出错的字段（400）' })),
        needCaptcha: Type.Optional(Type.Boolean()),
        retryAfter: Type.Optional(Type.Integer({ description: '多少秒后可以再试（429）' })),
      }),
    ]),
  },
  { title: '失败', description: 'code 不为 0 的答复' },
);
export type Failure = Static<typeof Failure>;

/** A page of a list call: request `{ pageNum, pageSize, ...filters }`. */
export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, title: '页码', description: '从 1 开始，默认 1' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, title: '每页条数', description: '默认 10' })),
});
export type PageQuery = Static<typeof PageQuery>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0, description: '符合条件的总条数' }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
export type Page<T> = Static<ReturnType<typeof Page<TUnsafe<T>>>>;

/** `{ id }`: the body of a call about one record. */
export const ById = (title: string) => Type.Object({ id: Id(title) });

/** `pageConfig`: what the earnings centre shows above and beside the entry grid. */
export const PageConfig = Type.Object({
  banners: Type.Array(
    Type.Object({ id: Type.Integer(), image: Type.String(), title: Type.String(), link: Type.String() }),
  ),
  notices: Type.Array(Type.Object({ id: Type.Integer(), text: Type.String(), link: Type.String() })),
  themeColor: Type.String({ description: '页头颜色 #rgb 或 #rrggbb；不合法时客户端忽略' }),
});
export type PageConfig = Static<typeof PageConfig>;
