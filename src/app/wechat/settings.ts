// The deployment's WeChat settings (mini-program, share icon), asked for once per page life
// and again after a failure.
import { weChatSettings, type WeChatSettings } from '../../api/wechat';

let settings: Promise<WeChatSettings> | null = null;

export function loadWeChatSettings(): Promise<WeChatSettings> {
  if (!settings) {
    settings = weChatSettings();
    settings.catch(() => {
      settings = null;
    });
  }
  return settings;
}

/** Forgets the answer: component tests give each case settings of its own. */
export function resetWeChatSettingsForTests(): void {
  settings = null;
}
