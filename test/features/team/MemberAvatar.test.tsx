import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { initialOf, MemberAvatar } from '../../../src/features/team/MemberAvatar';
import { fire, flush, render } from '../../render';

test('no picture: the first character of the name shown beside it', () => {
  const { container, unmount } = render(<MemberAvatar name="欧阳娜" picture="" />);
  assert.is(container.textContent, '欧');
  assert.not.ok(container.querySelector('img'));
  unmount();
});

test('the first character is a whole character, from the trimmed name', () => {
  assert.is(initialOf('  Lily'), 'L');
  assert.is(initialOf('😀小明'), '😀');
  assert.is(initialOf(''), '?');
});

test('a picture shows; one that fails to load gives way to the initial', async () => {
  const { container, unmount } = render(<MemberAvatar name="王强" picture="/mock-static/avatar-1.svg" />);
  const img = container.querySelector('img')!;
  assert.is(img.getAttribute('src'), '/mock-static/avatar-1.svg');
  assert.is(container.textContent, '');
  fire(img, 'error');
  await flush();
  assert.is(container.textContent, '王');
  unmount();
});

test.run();
