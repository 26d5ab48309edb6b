// What a partner types into each form of the sheet: values the mock accepts (the code 123456 of
// every SMS, numbers whose check digits pass), and the bad input a form must flag.
import { badInput } from './states';
import type { Step } from './types';

/** a UnionPay debit number of 中国工商银行 that passes the Luhn check */
const ICBC_CARD = '6222021000123456781';
/** an ID card number with a valid GB 11643 check digit */
const ID_CARD = '11010519491231002X';

/** the mock's code for every SMS (README) */
export const SMS: Step[] = [{ tap: '获取验证码' }, { fill: '验证码', value: '123456' }];

export const LOGIN: Step[] = [{ fill: '手机号', value: '13800000001' }, ...SMS, { check: '我已阅读并同意' }];

export const ADD_CARD: Step[] = [
  { fill: '卡号', value: ICBC_CARD },
  { fill: '开户支行', value: '杭州文三路支行' },
  { fill: '预留手机号', value: '13800000001' },
  ...SMS,
];

export const REAL_NAME: Step[] = [
  { fill: '真实姓名', value: '张三' },
  { fill: '身份证号', value: ID_CARD },
];

/** the mock's OCR reads any licence photo and fills the company's name, code and legal person */
export const LICENCE: Step[] = [
  { upload: '上传营业执照照片', files: 1 },
  { fill: '法人身份证', value: ID_CARD },
];

export const INVOICED_WITHDRAWAL: Step[] = [
  { fill: '提现金额', value: '500' },
  { upload: '上传发票照片', files: 1 },
];

/** 提现 keeps 确认提现 off until the amount is good: what it says of a bad one */
export const WITHDRAW_FAILS = [
  badInput('超过可提现余额', [{ fill: '提现金额', value: '999999' }]),
  badInput('低于单笔最低', [{ fill: '提现金额', value: '5' }]),
];

/** the region picker opens on 北京市 东城区: 确定 takes it */
const REGION: Step[] = [{ tap: '所在地区' }, { tap: '确定' }];

export const OPEN_STORE: Step[] = [
  { fill: '门店名称', value: '洁衣坊·文二路店' },
  { fill: '联系人', value: '张伟' },
  { fill: '联系电话', value: '13800000001' },
  ...REGION,
  { fill: '详细地址', value: '文二路 100 号' },
  { upload: '上传门店照片', files: 2 },
  { upload: '上传营业执照', files: 1 },
  { check: '我已阅读并同意' },
];

export const NEW_ADDRESS: Step[] = [
  { fill: '收货人', value: '张伟' },
  { fill: '手机号', value: '13800000001' },
  ...REGION,
  { fill: '详细地址', value: '文三路 90 号' },
];

/** a new address from a place picked near the phone (in 上海): the region comes from the place */
export const ADDRESS_FROM_PLACE: Step[] = [
  { fill: '收货人', value: '赵六' },
  { fill: '手机号', value: '13800000007' },
  { tap: '定位' },
  { tapFirstIn: '附近地点' },
  { tap: '确定' },
];

export const FEEDBACK: Step[] = [
  { check: '故障' },
  { fill: '问题描述', value: '提现记录页面偶尔加载很慢，希望能优化一下。' },
];

export const INVITE: Step[] = [{ tap: '邀请成员' }, { fill: '手机号', value: '13900000088' }];

export const BAD_INVITE: Step[] = [{ tap: '邀请成员' }, { fill: '手机号', value: '1390000' }];
