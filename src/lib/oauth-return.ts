// WeChat's web authorisation sends the payer back with `code` and `state` in the query. They
// leave the address at once, at launch, before anything signs it for the JS-SDK (WeChat checks a
// config against the address the page has when wx.config runs), and wait here for the one-click
// pay page, which spends them once.

export interface OAuthReturn {
  code: string;
  state: string | null;
}

let taken: OAuthReturn | null = null;

/** Moves a return's code and state from the address into memory; nothing when there is none. */
export function takeOAuthReturn(): void {
  const url = new URL(location.href);
  const code = url.searchParams.get('code');
  if (!code) return;
  taken = { code, state: url.searchParams.get('state') };
  url.searchParams.delete('code');
  url.searchParams.delete('state');
  history.replaceState(history.state, '', url.href);
}

/** The return's code and state, once (the code is spent either way); null when there was none. */
export function spendOAuthReturn(): OAuthReturn | null {
  takeOAuthReturn();
  const spent = taken;
  taken = null;
  return spent;
}
