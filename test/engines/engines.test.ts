// The journeys on the kernels partners' phones have (package.json's browserslist): Chromium 66 and
// WebKit, against the deployable build as `npm run preview` serves it, with the newest Chromium's
// layout as the reference. Each engine runs its journeys in order on one phone of its own, and the
// engines run at once (chains.ts). npm test runs this file only where every engine is here
// (scripts/engines.mjs); elsewhere its stage is skipped with what to install.
import { suite } from 'uvu';
import { chromium66, launchChromium66 } from './drivers/chromium66';
import { launchNewest } from './drivers/newest';
import { launchWebKit } from './drivers/webkit';
import { errorArrives, mockErrors } from './field-errors';
import { startTestServer } from '../helpers/mock';
import * as journeys from './journeys';
import type { Phone } from './journeys';
import { misplaced, referenceLayouts } from './positions';
import { type Journey, phoneOn, runAll } from './chains';
import type { Layouts } from './tour';

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
    async run(phone, reference) {
      const layouts = await reference;
      if (!layouts) throw new Error('no layout of the newest Chromium to compare with (see its failure)');
      const report = misplaced(phone.engine.name, phone.layouts, layouts);
      if (report.length) throw new Error(report.join('\n'));
    },
  },
];

const ENGINES = [
  { name: 'Chromium 66', launch: () => launchChromium66(chromium66()) },
  { name: 'WebKit', launch: launchWebKit },
];

const test = suite('engines');

let started: Map<string, Promise<Error | null>[]> | null = null;
let referenceRun: Promise<Layouts | null> = Promise.resolve(null);
test.before(() => {
  // the newest Chromium's tour runs beside the engines' journeys; the comparison waits for it
  referenceRun = phoneOn(launchNewest).then(async (phone) => {
    try {
      return await referenceLayouts(phone);
    } finally {
      await phone.done();
    }
  });
  const quiet = referenceRun.catch(() => null);
  started = new Map(ENGINES.map((c) => [c.name, runAll(c.launch, journeysOf(c.name), quiet)]));
  referenceRun.catch(() => {});
});

const journeysOf = (engine: string) => JOURNEYS.filter((j) => !j.only || j.only === engine);

for (const c of ENGINES)
  for (const [i, journey] of journeysOf(c.name).entries())
    test(`${c.name}: ${journey.name}`, async () => {
      const outcome = await started!.get(c.name)![i];
      if (outcome) throw outcome;
    });
test('the newest Chromium, the reference, shows every page right', async () => void (await referenceRun));

test.run();
