// What the engines are pointed at: the deployable build as `npm run preview` serves it (the
// preview server, with the mock API behind it on the same origin), built once per run, and per
// engine a mock of its own on a fresh copy of the seed (a journey's withdrawal or feedback never
// shows on another engine's pages). The preview server can hold the app's scripts back, as a slow
// network would: the only way to do so on WebKit, whose WebDriver cannot.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startMockServer } from '../../mock-server/app';
import { startPreviewServer } from '../../scripts/preview/server.ts';
import { mockCaller, type SheetServer } from '../../scripts/screens/server';
import type { User } from '../../src/api/types';
import { deployableBuild } from '../helpers/deployable';
import { client, freshDbFile } from '../helpers/mock';
import type { ScriptGate } from './drivers/engine';

/**
 * A script of the page's own origin that throws the error its query names: what a journey throws
 * must be the page's own (Chromium 66 hands the window only "Script error." for an error of a
 * script its DevTools protocol evaluated, as for another origin's).
 */
export const throwingScript = (message: string) => `/__engines/throw.js?${message}`;
const THROWING_SCRIPT = /^\/__engines\/throw\.js\?([\w-]+)$/;

export interface World extends SheetServer {
  /** the mock itself, for its developer routes (/__mock/...), which the preview does not pass on */
  mockUrl: string;
  /** holds every script the preview server is asked for from now on until `release` */
  holdScripts(): ScriptGate;
}

export async function startWorld(): Promise<World> {
  const dir = deployableBuild();
  const mock = await startMockServer({ dbFile: freshDbFile(), port: 0, quiet: true, devRoutes: true });
  const preview = await startPreviewServer({ dir, api: mock.url });
  let gate: { promise: Promise<void>; held: number } | null = null;
  const [serve] = preview.server.listeners('request') as ((q: IncomingMessage, s: ServerResponse) => void)[];
  preview.server.removeAllListeners('request');
  preview.server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
    const thrown = THROWING_SCRIPT.exec(req.url ?? '');
    if (thrown) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(`throw new Error(${JSON.stringify(thrown[1])});`);
      return;
    }
    if (gate && /\.js(\?|$)/.test(req.url ?? '')) {
      gate.held++;
      await gate.promise;
    }
    serve(req, res);
  });

  const call = mockCaller(mock.url);

  return {
    url: preview.url,
    mockUrl: mock.url,
    call,
    // a code the login form asked for a moment ago is still good: client's session takes it
    login: (mobile) => client(mock.url).session(mobile) as Promise<{ token: string; userInfo: User }>,
    holdScripts() {
      let open = () => {};
      const held = { promise: new Promise<void>((resolve) => (open = resolve)), held: 0 };
      gate = held;
      return {
        held: () => held.held,
        async release() {
          gate = null;
          open();
        },
      };
    },
    async close() {
      await preview.close();
      await mock.close();
    },
  };
}
