// Going to a mini-program page from inside its web-view: WeChat's `wx.miniProgram`, which needs
// no wx.config (it works when every config was refused). The open tag does not work in a
// web-view. uni-app's web-view bridge would add nothing: in WeChat it hands on this same
// `wx.miniProgram` (`if(m)return …,window.wx.miniProgram`) and without WeChat's script it posts
// to a parent frame that a web-view does not have.
import { wxCall } from './call';
import { loadedSdk } from './sdk';

/** Opens `url` (a mini-program page path with its query); false when WeChat's bridge could not. */
export async function navigateInMiniProgram(url: string): Promise<boolean> {
  const target = (await loadedSdk())?.miniProgram;
  if (!target) return false;
  return (await wxCall((callbacks) => target.navigateTo({ url, ...callbacks }))).ok;
}
