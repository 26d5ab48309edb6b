import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { copyText } from '../../src/lib/clipboard';

test('copying falls back to a selected textarea when the clipboard API is refused', async () => {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: () => Promise.reject(new Error('denied')) },
    configurable: true,
  });
  const exec = document.execCommand;
  let copied = '';
  document.execCommand = ((cmd: string) => {
    if (cmd === 'copy') copied = document.querySelector('textarea')?.value || '';
    return true;
  }) as typeof document.execCommand;
  try {
    assert.ok(await copyText('http://x/?storeQrCode=1'));
    assert.is(copied, 'http://x/?storeQrCode=1');
    assert.not.ok(document.querySelector('textarea'), 'the textarea is removed again');
  } finally {
    document.execCommand = exec;
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  }
});

test.run();
