// The route modules of the mock, by name (one module per API group). app.ts mounts them in this
// order with the middlewares each route's options ask for; a new module is one import and one
// line of ROUTE_MODULES.
import type { RouteDef } from '../lib/route';
import address from './address';
import area from './area';
import bank from './bank';
import captcha from './captcha';
import certification from './certification';
import config from './config';
import contractPage from './contract-page';
import contract from './contract';
import feedback from './feedback';
import fieldErrors from './field-errors';
import file from './file';
import login from './login';
import map from './map';
import material from './material';
import pay from './pay';
import payOauth from './pay-oauth';
import store from './store';
import storeQr from './store-qr';
import team from './team';
import userInfo from './user-info';
import verifyCode from './verify-code';
import walletLists from './wallet-lists';
import wallet from './wallet';
import wechatSdk from './wechat-sdk';
import withdrawal from './withdrawal';

export const ROUTE_MODULES: Readonly<Record<string, readonly RouteDef[]>> = {
  address,
  area,
  bank,
  captcha,
  certification,
  config,
  'contract-page': contractPage,
  contract,
  feedback,
  'field-errors': fieldErrors,
  file,
  login,
  map,
  material,
  pay,
  'pay-oauth': payOauth,
  store,
  'store-qr': storeQr,
  team,
  'user-info': userInfo,
  'verify-code': verifyCode,
  'wallet-lists': walletLists,
  wallet,
  'wechat-sdk': wechatSdk,
  withdrawal,
};
