// What WeChat's servers check, written out from WeChat's documentation (not imported from the
// mock, so the tests hold the mock and the page to WeChat's rules rather than to themselves).
import { createHash } from 'node:crypto';
import { v2Sign } from '../wechat-pay';

/**
 * The JS-SDK signature: SHA-1 of `jsapi_ticket=T&noncestr=N&timestamp=TS&url=URL`, keys in this
 * order, values raw, URL the page's address without the hash. Rule: JS-SDK 说明文档, 附录1
 * "JS-SDK使用权限签名算法", https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/JS-SDK.html#62
 */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: string | number, url: string): string {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url.split('#')[0]}`;
  return createHash('sha1').update(plain).digest('hex');
}

/**
 * The JSAPI pay sheet's paySign (v2, MD5): over appId, timeStamp, nonceStr, package and
 * signType with the merchant key. Rule: https://pay.weixin.qq.com/wiki/doc/api/jsapi.php?chapter=7_7&index=6
 * and the signing algorithm, https://pay.weixin.qq.com/wiki/doc/api/jsapi.php?chapter=4_3
 */
export function paySignValid(params: Record<string, string>, merchantKey: string): boolean {
  const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = params;
  if (signType !== 'MD5') return false;
  return paySign === v2Sign({ appId, timeStamp, nonceStr, package: pkg, signType }, merchantKey);
}

/**
 * The APIs the app's config asks WeChat to verify, as jweixin-1.6.0.js passes them to the client's
 * bridge (preVerifyJSAPI): the script's own names, so getLocation goes as geoLocation.
 */
export const VERIFIED_BRIDGE_APIS = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  'geoLocation',
  'openLocation',
  'checkJsApi',
];
