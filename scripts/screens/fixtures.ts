// Values a page needs that only the running mock knows: the account's first store, a signing
// application of the partner's (with the draft of a partner who agreed and signed, so each step
// shows), or one signed already. Each is made once per run.
import type { SheetServer } from './server';
import type { FixtureName } from './types';

export interface Prepared {
  query: string;
  /** sessionStorage entries the page finds (a flow's draft) */
  session?: Record<string, string>;
}

const SIGN_UP = { level: 30, region: '440000' } as const;
/** the flow's draft as the signing pages keep it: a draft of another shape is dropped, and the page goes back a step */
const REGION = { code: SIGN_UP.region, name: '广东省' };
const SIGNATURE = '/mock-static/signature-sample.svg';

export function fixtures(server: SheetServer) {
  const made = new Map<string, Promise<Prepared>>();

  // a partner has one application in progress: every step shows the same one, signed last
  async function application(token: string): Promise<Prepared> {
    const { id } = await server.call<{ id: number }>('/api/applyIdentity/applyList', SIGN_UP, {
      token,
      key: 'sheet-apply',
    });
    const draft = {
      level: SIGN_UP.level,
      region: REGION,
      agreedApplyId: id,
      signature: { applyId: id, url: SIGNATURE },
    };
    return { query: `?applyId=${id}`, session: { 'draft:signing': JSON.stringify(draft) } };
  }

  async function signed(token: string): Promise<Prepared> {
    const prepared = await get('application', token);
    const applyId = Number(new URLSearchParams(prepared.query).get('applyId'));
    await server.call('/api/getCode/getVerifyCode', { mobile: '13800000001', scene: 'sign' }, { token });
    await server.call(
      '/api/applyIdentity/fourSignThreeContract',
      { applyId, signatureUrl: SIGNATURE, code: '123456' },
      { token, key: 'sheet-sign' },
    );
    return prepared;
  }

  async function make(name: FixtureName, token: string): Promise<Prepared> {
    if (name === 'firstStore') {
      const { list } = await server.call<{ list: { id: number }[] }>('/api/store/listH5', {}, { token });
      return { query: `?id=${list[0].id}` };
    }
    return name === 'application' ? application(token) : signed(token);
  }

  function get(name: FixtureName, token: string): Promise<Prepared> {
    const key = `${name}:${token}`;
    if (!made.has(key)) made.set(key, make(name, token));
    return made.get(key)!;
  }

  /** the fixture for a token, made on first use */
  return get;
}
