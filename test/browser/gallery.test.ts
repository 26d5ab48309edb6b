// The UI gallery (/#/dev/ui) in real Chromium at 375x667 with a WeChat user agent: a screenshot
// for people, and two checks for phones: nothing sticks out sideways, and every visible control
// (also inside the opened popups) is a tap target at least 44 px high.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Page } from 'playwright-core';
import { startApp, shot, type App } from './helpers';

const gallery = suite<{ app: App; page: Page }>('UI gallery', {
  app: null as unknown as App,
  page: null as unknown as Page,
});

gallery.before(async (ctx) => {
  ctx.app = await startApp();
  await ctx.app.loginAs('13800000001');
  ctx.page = await ctx.app.open('/dev/ui');
  await ctx.page.locator('.gallery').waitFor();
  await ctx.page.getByText('第 10 条记录').waitFor(); // the first page of the demo list is in
});
// a page that breaks the Content-Security-Policy fails the test it happened in
gallery.after.each(({ app }) => app.checkCsp());
gallery.after(async (ctx) => {
  await ctx.app.close();
});

const CONTROLS =
  'button, a[href], input, textarea, select, [role=tab], [role=option], [role=radio], [role=spinbutton], [role=button], [role=checkbox]';

/** Visible controls lower than 44 px, described so a failure says which one. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (!box.width || !box.height || style.visibility === 'hidden' || style.display === 'none') continue;
      if (box.height < 43.5)
        small.push(
          `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 20)}" ${box.height.toFixed(1)}px`,
        );
    }
    return small;
  }, CONTROLS);
}

/** Elements reaching past the viewport's sides that no ancestor clips (so the user would see it). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // (no named helper functions in here: the test runner's transform would add a helper the page lacks)
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width)
      out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px > ${width}px`);
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (!box.width || (box.right <= width + 0.5 && box.left >= -0.5)) continue;
      let clipped = false; // an ancestor that hides or scrolls what sticks out
      for (let p = el.parentElement; p && p !== document.body && !clipped; p = p.parentElement)
        clipped = getComputedStyle(p).overflowX !== 'visible';
      if (clipped) continue;
      out.push(`${el.tagName.toLowerCase()}.${el.className} ${box.left.toFixed(0)}..${box.right.toFixed(0)}`);
    }
    return out;
  });
}

gallery(
  'every section of the kit shows, in order (and a screenshot of the whole gallery is kept)',
  async ({ page }) => {
    assert.equal(await page.locator('.gallery__title').allTextContents(), [
      'Button 按钮',
      'Cell 单元格',
      'Grid 宫格',
      'Tabs 标签页 / Badge 徽标',
      'NoticeBar 通知栏 / NetworkTip 断网提示',
      'Empty 空状态 / Loading 加载 / Skeleton 骨架屏',
      'Field 输入框 / useForm 表单校验',
      'AmountInput 金额输入',
      'NumberBox 步进器 / Rate 评分',
      'Uploader 上传（文件名含 fail 的会上传失败）',
      'Toast / Notify / Dialog / ActionSheet / Popup / Picker / ImagePreview',
      'Calendar 日历（单选 / 区间）',
      'List 加载更多 / PullRefresh 下拉刷新',
    ]);
    await shot(page, 'gallery', { fullPage: true });
  },
);

gallery('nothing overflows the 375 px viewport sideways', async ({ page }) => {
  assert.equal(await overflowing(page), []);
});

gallery('every visible control on the page is at least 44 px high', async ({ page }) => {
  assert.ok((await page.locator(CONTROLS).count()) > 50, 'the gallery shows its controls');
  assert.equal(await smallControls(page), []);
});

gallery('controls inside the opened layers are at least 44 px high and inside the viewport', async ({ page }) => {
  for (const [open, inside] of [
    ['自定义对话框', '[role=dialog]'],
    ['动作面板', '[role=dialog]'],
    ['省市区', '[role=listbox]'],
    ['日期', '[role=listbox]'],
  ]) {
    await page.getByRole('button', { name: open }).click();
    await page.locator(inside).first().waitFor();
    assert.equal(await smallControls(page), [], `in ${open}`);
    assert.equal(await overflowing(page), [], `in ${open}`);
    await page.keyboard.press('Escape');
    await page.locator('[role=dialog]').waitFor({ state: 'detached' });
  }
});

gallery('a picker snaps to the option dragged to the middle and confirms it', async ({ page }) => {
  await page.getByRole('button', { name: '多列选择' }).click();
  await page.getByRole('option', { name: '市级总监', selected: true }).waitFor();
  // drag the level column up by about one item (44 px), slowly so there is no flick
  await page.evaluate(async () => {
    const list = document.querySelector('[role=listbox]')!;
    for (const [type, y] of [
      ['touchstart', 500],
      ['touchmove', 490],
      ['touchmove', 475],
      ['touchmove', 462],
      ['touchmove', 457],
      ['touchend', 457],
    ] as const) {
      const touch = new Touch({ identifier: 1, target: list, clientX: 100, clientY: y });
      const touches = type === 'touchend' ? [] : [touch];
      list.dispatchEvent(new TouchEvent(type, { bubbles: true, cancelable: true, touches, changedTouches: [touch] }));
      await new Promise((r) => setTimeout(r, 120));
    }
  });
  await page.getByRole('option', { name: '省级总监', selected: true }).waitFor();
  await page.getByRole('button', { name: '确定' }).click();
  await page.getByText('选择结果：省级总监 / 两年').waitFor();
});

gallery('a picker wheel shows 5 options of 44 px, the picked one in the middle row', async ({ page }) => {
  await page.getByRole('button', { name: '日期' }).click();
  const year = `${new Date().getFullYear()}年`;
  await page.getByRole('option', { name: year, selected: true }).waitFor();
  await page.waitForTimeout(400); // the wheel's .3 s transition
  // the year column: 21 years, this one picked, so there are options above and below it
  const wheel = await page.evaluate(() => {
    const list = document.querySelector('[role=listbox]')!;
    const view = list.closest('.ui-picker')!.getBoundingClientRect();
    const inView = [...list.querySelectorAll('[role=option]')]
      .map((o) => o.getBoundingClientRect())
      .filter((r) => r.top >= view.top - 0.5 && r.bottom <= view.bottom + 0.5);
    const picked = list.querySelector('[aria-selected=true]')!.getBoundingClientRect();
    return {
      viewHeight: view.height,
      heights: inView.map((r) => Math.round(r.height)),
      offCentre: Math.abs(picked.top + picked.height / 2 - (view.top + view.height / 2)),
    };
  });
  assert.equal(wheel.heights, [44, 44, 44, 44, 44], 'five whole options in view, each 44 px high');
  assert.ok(Math.abs(wheel.viewHeight - 5 * 44) < 1, `the wheel is ${wheel.viewHeight} px high`);
  assert.ok(wheel.offCentre < 1, `the picked option is ${wheel.offCentre} px off the middle`);
  await page.keyboard.press('Escape');
  await page.locator('[role=dialog]').waitFor({ state: 'detached' });
  // focus goes back to the button that opened it, after the layer is gone: waited for, so that it
  // does not land in the middle of the next test's focus order
  const opener = await page.getByRole('button', { name: '日期' }).elementHandle();
  await page.waitForFunction((el) => el === document.activeElement, opener, { timeout: 5000 });
});

gallery('the rating is one tab stop, on the checked star, and the arrow keys move the pick', async ({ page }) => {
  const rating = page.getByRole('radiogroup', { name: '服务评分' });
  const star = (name: string) => rating.getByRole('radio', { name, exact: true });
  await star('4星').focus();
  await page.keyboard.press('Tab');
  assert.not.ok(await rating.evaluate((g) => g.contains(document.activeElement)), 'Tab leaves the group');
  await page.keyboard.press('Shift+Tab');
  assert.ok(await star('4星').evaluate((r) => r === document.activeElement), 'back on the checked star');
  await page.keyboard.press('ArrowLeft');
  assert.ok(await star('3星').isChecked());
  assert.ok(await star('3星').evaluate((r) => r === document.activeElement));
  assert.is(await rating.locator('.ui-rate__on').count(), 3);
});

gallery('a large photo is shrunk to a 1600 px JPEG in a canvas before it goes up', async ({ page }) => {
  const tiles = page.locator('.ui-uploader__open img');
  const before = await tiles.count();
  const originalBytes = await page.evaluate(async () => {
    // the blob behind each local address the page makes (the policy forbids fetching blob: URLs)
    const made = new Map<string, Blob>();
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (b: Blob) => {
      const url = create(b);
      made.set(url, b);
      return url;
    };
    (window as unknown as { madeBlobs: Map<string, Blob> }).madeBlobs = made;
    // a 2400x1800 PNG of noise (large, as a phone photo is), picked in the first uploader
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const ctx = canvas.getContext('2d')!;
    const pixels = ctx.createImageData(2400, 1800);
    for (let i = 0; i < pixels.data.length; i++) pixels.data[i] = i % 4 === 3 ? 255 : Math.random() * 256;
    ctx.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
    const picked = new DataTransfer();
    picked.items.add(new File([blob], 'big.png', { type: 'image/png' }));
    const input = document.querySelector<HTMLInputElement>('.ui-uploader input[type=file]')!;
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    return blob.size;
  });
  await tiles.nth(before).waitFor();
  const sent = await tiles.nth(before).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const blob = (window as unknown as { madeBlobs: Map<string, Blob> }).madeBlobs.get(img.src)!;
    return { width: img.naturalWidth, height: img.naturalHeight, type: blob.type, bytes: blob.size };
  });
  assert.equal([sent.width, sent.height, sent.type], [1600, 1200, 'image/jpeg']);
  assert.ok(sent.bytes < originalBytes / 2, `sent ${sent.bytes} bytes of ${originalBytes}`);
});

gallery.run();
