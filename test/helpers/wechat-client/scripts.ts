// WeChat's own JS-SDK as the app loads it from WeChat's address: jweixin 1.6.0, the file of npm
// jweixin-module@1.6.0 unchanged.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
export const jsSdkFile = () => readFileSync(require.resolve('jweixin-module/lib/index.js'), 'utf8');
