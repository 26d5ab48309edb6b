// The update page: what a kernel below the oldest the app supports shows instead of the app, one
// with ES modules (index.html's inline script tests the floor) or without. The old kernels'
// script writes it into #app (scripts/build/legacy-script.ts), so index.html carries none of it.
export const TOO_OLD_PAGE =
  '<p style="padding:24px;font-size:16px;line-height:1.6">当前微信版本过低，无法打开此页面。请将微信升级到最新版本后重试。</p>';
