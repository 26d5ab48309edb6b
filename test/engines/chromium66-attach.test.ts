// The Chromium 66 driver attaches to the browser whether or not its first tab is ready: asked at
// once on a busy machine, the browser had none, and every journey on it failed.
import CDP from 'chrome-remote-interface';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { attach, chromium66, startChromium66 } from './drivers/chromium66';
import { sleep } from './drivers/engine';

test('a browser with no tab gets one, and the driver attaches to it', async () => {
  const { child, port } = await startChromium66(chromium66());
  try {
    const at = { host: '127.0.0.1', port };
    for (const tab of await CDP.List(at)) await CDP.Close({ ...at, id: tab.id });
    const tabs = async () => (await CDP.List(at)).filter((t) => t.type === 'page').length;
    for (let i = 0; i < 50 && (await tabs()); i++) await sleep(100);
    assert.is(await tabs(), 0, 'the first tab is closed');
    const cdp = await attach(port);
    const answer = await cdp.send('Runtime.evaluate', { expression: 'navigator.userAgent', returnByValue: true });
    assert.match(String((answer.result as { value: unknown }).value), 'Chrome/66.');
    await cdp.close();
  } finally {
    child.kill();
  }
});

test.run();
