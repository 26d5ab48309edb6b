// A field error report (src/api/field-errors.ts): sent by the page with sendBeacon, so as text/plain
// JSON, with no session (an error may come before login, or from the login page).
import { type Static, Type } from '@sinclair/typebox';
import { FIELD_ERROR_KINDS, FIELD_ERROR_MAX } from '../field-errors';
import { oneOf } from './kit';

const text = (max: number, title: string, description: string) => Type.String({ maxLength: max, title, description });

export const FieldErrorReport = Type.Object({
  kind: oneOf(FIELD_ERROR_KINDS, '出错的方式'),
  message: text(FIELD_ERROR_MAX.message, '错误信息', '像手机号、证件号的数字串已替换为 #'),
  stack: text(FIELD_ERROR_MAX.stack, '调用栈', '可为空；地址不含查询串'),
  page: text(FIELD_ERROR_MAX.page, '页面路径', '出错时的页面（# 之后、? 之前）'),
  kernel: text(FIELD_ERROR_MAX.kernel, '内核', 'chrome、ios、webkit 或 other，取自 User-Agent'),
  version: text(FIELD_ERROR_MAX.version, '内核版本', '取自 User-Agent，如 66.0.3359.126、14.5'),
  build: text(FIELD_ERROR_MAX.build, '构建编号', '出错页面所属的构建'),
});
export type FieldErrorReport = Static<typeof FieldErrorReport>;
