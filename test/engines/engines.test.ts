// The journeys on the kernels partners' phones have (package.json's browserslist): Chromium 66 and
// WebKit, against the deployable build as `npm run preview` serves it, with the newest Chromium's
// layout as the reference. Each engine runs its journeys in order on one phone of its own, and the
// engines run at once (uvu runs tests one after another: each test here waits for its engine's
// result, which the engine reached meanwhile). An engine this machine lacks is skipped, one line.
import { existsSync } from 'node:fs';
import { suite } from 'uvu';
import { CHROMIUM } from '../../scripts/chromium.mjs';
import { chromium66, launchChromium66 } from './drivers/chromium66';
import type { Engine } from './drivers/engine';
import { launchNewest } from './drivers/newest';
import { launchWebKit, webkitMissing } from './drivers/webkit';
import { errorArrives, mockErrors } from './field-errors';
import { startTestServer } from '../helpers/mock';
import * as journeys from './journeys';
import type { Phone } from './journeys';
import { misplaced, referenceLayouts } from './positions';
import type { Layouts } from './tour';
import { startWorld, type World } from './world';

interface Journey {
  name: string;
  run(phone: Phone, reference: Promise<Layouts | null>): Promise<void>;
  /** the engines it runs on, when not all */
  only?: string;
  /** compares with the newest Chromium: skipped without it */
  compares?: true;
}

/** Whether the mock keeps the field errors phones send (its /__mock/errors answers). */
const FIELD_ERRORS = await (async () => {
  const mock = await startTestServer();
  try {
    return (await mockErrors(mock.url)) !== null;
  } finally {
    await mock.close();
  }
})();

const JOURNEYS: Journey[] = [
  { name: 'the login typed before the scripts arrive, then signed in', run: journeys.typedBeforeScripts },
  { name: 'every page of PAGE as the account that sees it', run: journeys.everyPage },
  { name: 'a withdrawal to the end', run: journeys.withdrawal },
  { name: 'a search on 选择银行', run: journeys.bankSearch },
  { name: 'an image and a sent text in 问题反馈', run: journeys.feedback },
  // last of the partner's: once signed, the partner's next page is 签约提醒 (a director's way on)
  { name: 'a signature on 签名板, signed to 签约完成', run: journeys.signature },
  ...(FIELD_ERRORS
    ? [
        {
          name: 'an error thrown on the phone reaches /__mock/errors',
          only: 'Chromium 66',
          run: async (phone: Phone) => void (await errorArrives(phone.engine, phone.world)),
        },
      ]
    : []),
  {
    name: 'text positions within a few px of the newest Chromium on every page',
    compares: true,
    async run(phone, reference) {
      const layouts = await reference;
      if (!layouts) throw new Error('no layout of the newest Chromium to compare with (see its failure)');
      const report = misplaced(phone.engine.name, phone.layouts, layouts);
      if (report.length) throw new Error(report.join('\n'));
    },
  },
];

interface Candidate {
  name: string;
  /** the launcher, or why the engine is not here */
  launch: (() => Promise<Engine>) | { missing: string };
}

function candidates(): Candidate[] {
  const binary = chromium66();
  const webkit = webkitMissing();
  return [
    { name: 'Chromium 66', launch: typeof binary === 'string' ? () => launchChromium66(binary) : binary },
    { name: 'WebKit', launch: webkit ?? launchWebKit },
  ];
}

/** A phone on its own world, its browser closed and its servers stopped by `done`. */
async function phoneOn(launch: () => Promise<Engine>): Promise<Phone & { done(): Promise<void> }> {
  const world: World = await startWorld();
  const engine = await launch().catch(async (e) => {
    await world.close();
    throw e;
  });
  return {
    engine,
    world,
    layouts: new Map(),
    async done() {
      await engine.close();
      await world.close();
    },
  };
}

/** A journey's limit: a browser that stops answering fails it instead of holding the run up. */
const JOURNEY_LIMIT_MS = 180_000;

/** A journey's failure with what the page did not catch meanwhile: often the why of it. */
async function withUncaught(e: Error, engine: Engine): Promise<Error> {
  const uncaught = await engine.errors().catch(() => []);
  if (uncaught.length) e.message += `\nuncaught in the page meanwhile:\n${uncaught.slice(0, 5).join('\n')}`;
  return e;
}

function withinLimit(run: Promise<void>, what: string): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(
      () => resolve(new Error(`${what}: no end within ${JOURNEY_LIMIT_MS / 1000} s`)),
      JOURNEY_LIMIT_MS,
    );
  });
  return Promise.race([
    run.then(
      () => null,
      (e: Error) => e,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/** Runs `journeys` one after another on a phone: each one's outcome (null when it passed). */
function runAll(launch: () => Promise<Engine>, list: Journey[], reference: Promise<Layouts | null>) {
  const outcomes = list.map(() => {
    let settle: (e: Error | null) => void = () => {};
    const promise = new Promise<Error | null>((resolve) => (settle = resolve));
    return { promise, settle };
  });
  void (async () => {
    let phone: Awaited<ReturnType<typeof phoneOn>> | null = null;
    try {
      phone = await phoneOn(launch);
    } catch (e) {
      for (const o of outcomes) o.settle(e as Error);
      return;
    }
    for (const [i, journey] of list.entries()) {
      const failed = await withinLimit(journey.run(phone, reference), `${phone.engine.name}: ${journey.name}`);
      outcomes[i].settle(failed && (await withUncaught(failed, phone.engine)));
    }
    await phone.done();
  })();
  return outcomes.map((o) => o.promise);
}

const test = suite('engines');
const engines = candidates();
const present = engines.filter((c) => typeof c.launch === 'function');
for (const c of engines)
  if (typeof c.launch !== 'function') console.log(`${c.name} journeys skipped: ${c.launch.missing}`);
const newestHere = existsSync(CHROMIUM);
if (!newestHere) console.log(`text positions skipped: no newest Chromium at ${CHROMIUM} to compare with`);

let started: Map<string, Promise<Error | null>[]> | null = null;
let referenceRun: Promise<Layouts | null> = Promise.resolve(null);
test.before(() => {
  // the newest Chromium's tour runs beside the engines' journeys; the comparison waits for it
  referenceRun =
    newestHere && present.length
      ? phoneOn(launchNewest).then(async (phone) => {
          try {
            return await referenceLayouts(phone);
          } finally {
            await phone.done();
          }
        })
      : Promise.resolve(null);
  const quiet = referenceRun.catch(() => null);
  started = new Map(present.map((c) => [c.name, runAll(c.launch as () => Promise<Engine>, journeysOf(c.name), quiet)]));
  referenceRun.catch(() => {});
});

const journeysOf = (engine: string) =>
  JOURNEYS.filter((j) => (!j.only || j.only === engine) && (newestHere || !j.compares));

for (const c of engines) {
  for (const [i, journey] of journeysOf(c.name).entries()) {
    const name = `${c.name}: ${journey.name}`;
    if (typeof c.launch !== 'function') test.skip(name);
    else
      test(name, async () => {
        const outcome = await started!.get(c.name)![i];
        if (outcome) throw outcome;
      });
  }
  if (!newestHere) test.skip(`${c.name}: text positions`);
}
if (newestHere && present.length)
  test('the newest Chromium, the reference, shows every page right', async () => void (await referenceRun));

test.run();
