// Build-time settings replaced by esbuild's `define` (see build.mjs); test/setup.ts sets them for tests.
declare const __DEV_TOOLS__: boolean;
declare const __API_BASE__: string;
declare const __ORG_ID__: string;
/**
 * WeChat's authorisation page for one-click pay; '' for the mock's own
 * (src/features/shops/pages/oneClickPay/payer.ts)
 */
declare const __WECHAT_AUTHORIZE_URL__: string;
/** the WeChat app id one-click pay authorises with; '' for the mock's development id */
declare const __WECHAT_APP_ID__: string;
declare const __APP_VERSION__: string;

declare module '*.css';
