// Journeys run in order on one phone per engine, the engines at once: each journey's outcome
// is a promise the test of that journey waits for (uvu runs tests one after another, so an engine
// reaches its later journeys while the tests of another are read).
import type { Engine } from './drivers/engine';
import type { Phone } from './journeys';
import type { Layouts } from './tour';
import { startWorld, type World } from './world';

export interface Journey {
  name: string;
  run(phone: Phone, reference: Promise<Layouts | null>): Promise<void>;
  /** the engine it runs on, when not all */
  only?: string;
}

/** A phone on its own world, its browser closed and its servers stopped by `done`. */
export async function phoneOn(launch: () => Promise<Engine>): Promise<Phone & { done(): Promise<void> }> {
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
const LATE = `no end within ${JOURNEY_LIMIT_MS / 1000} s`;

/** A journey's failure with what the page did not catch meanwhile: often the why of it. */
async function withUncaught(e: Error, engine: Engine): Promise<Error> {
  const uncaught = await engine.errors().catch(() => []);
  if (uncaught.length) e.message += `\nuncaught in the page meanwhile:\n${uncaught.slice(0, 5).join('\n')}`;
  return e;
}

function withinLimit(run: Promise<void>, what: string): Promise<Error | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Error>((resolve) => {
    timer = setTimeout(() => resolve(new Error(`${what}: ${LATE}`)), JOURNEY_LIMIT_MS);
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
export function runAll(launch: () => Promise<Engine>, list: Journey[], reference: Promise<Layouts | null>) {
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
    let stuck: string | null = null;
    for (const [i, journey] of list.entries()) {
      // a journey that ran out of time leaves the browser in it: the rest would only wait too
      if (stuck) {
        outcomes[i].settle(new Error(`not run: ${phone.engine.name} stopped answering in 「${stuck}」`));
        continue;
      }
      const failed = await withinLimit(journey.run(phone, reference), `${phone.engine.name}: ${journey.name}`);
      if (failed?.message.endsWith(LATE)) stuck = journey.name;
      outcomes[i].settle(failed && (await withUncaught(failed, phone.engine)));
    }
    await phone.done();
  })();
  return outcomes.map((o) => o.promise);
}
