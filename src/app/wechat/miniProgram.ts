// Going to a mini-program page from inside its web-view: WeChat's own bridge (wx.miniProgram,
// once the SDK is ready) or, failing that, uni-app's web-view bridge. The open tag does not
// work in a web-view.
import { miniProgramBridge, wxReady } from './sdk';

interface UniWebView {
  navigateTo(call: { url: string }): void;
}

/** Opens `url` (a mini-program page path with its query); false when no bridge could. */
export async function navigateInMiniProgram(url: string): Promise<boolean> {
  const wx = await wxReady();
  if (wx?.miniProgram) {
    const target = wx.miniProgram;
    return new Promise((resolve) =>
      target.navigateTo({ url, success: () => resolve(true), fail: () => resolve(false) }),
    );
  }
  await miniProgramBridge();
  const uni = (globalThis as { uni?: { webView?: UniWebView } }).uni;
  if (!uni?.webView) return false;
  // uni's bridge posts the request to the mini-program and reports nothing back
  uni.webView.navigateTo({ url });
  return true;
}
