// Debian's newest Chromium through playwright, as the browser journeys drive it: the layout the
// old engines are held to. The same phone as theirs (375x667 at 2x, touch, WeChat's user agent,
// Beijing time) behind the same Engine, so one tour runs on all three.
import { chromium, type ElementHandle } from 'playwright-core';
import { JOURNEY_CHROMIUM } from '../../../scripts/chromium.mjs';
import { CHROMIUM_ARGS, newPhone } from '../../browser/helpers';
import { type Engine, pageScript } from './engine';

export async function launchNewest(): Promise<Engine> {
  const browser = await chromium.launch({ executablePath: JOURNEY_CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  const context = await newPhone(browser, { timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return {
    name: 'newest Chromium',
    async open(url, untilLoaded = true) {
      await page.goto(url, { waitUntil: untilLoaded ? 'load' : 'commit' });
    },
    run: <T>(body: string, ...args: unknown[]) => page.evaluate(pageScript(body, args)) as Promise<T>,
    tap: (at) => page.touchscreen.tap(at.x, at.y),
    type: (text) => page.keyboard.type(text),
    async setFiles(input, files) {
      const handle = await page.evaluateHandle(pageScript(`return ${input};`, []));
      const element = handle.asElement() as ElementHandle<HTMLInputElement> | null;
      if (!element) throw new Error(`no file input: ${input}`);
      await element.setInputFiles(files);
    },
    async draw(points) {
      await page.mouse.move(points[0].x, points[0].y);
      await page.mouse.down();
      for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
      await page.mouse.up();
    },
    errors: async () => errors.splice(0),
    close: () => browser.close(),
  };
}
