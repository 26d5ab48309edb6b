// The field errors the mock has received from phones (GET /__mock/errors on the mock itself), for
// a journey that shows one thrown on a phone arriving. Null while the mock has no such route.
import type { Engine } from './drivers/engine';
import { waitFor } from './actions';
import { throwingScript, type World } from './world';
import { sleep } from './drivers/engine';

export async function mockErrors(mockUrl: string): Promise<unknown | null> {
  const res = await fetch(`${mockUrl}/__mock/errors`, { headers: { accept: 'application/json' } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`/__mock/errors answered ${res.status}`);
  return res.json();
}

/**
 * Throws an error nothing catches from a script of the page's origin, and waits for the mock to list
 * it; true when it arrived, false when the mock keeps no field errors.
 */
export async function errorArrives(engine: Engine, world: World, timeoutMs = 10000): Promise<boolean> {
  if ((await mockErrors(world.mockUrl)) === null) return false;
  // no run of digits: a report keeps none as long as a mobile's
  const marker = `engines-probe-${Date.now().toString(36)}`;
  await waitFor(engine, 'return document.readyState === "complete";', 'a loaded page');
  const load = 'var s = document.createElement("script"); s.src = arguments[0]; document.head.appendChild(s);';
  await engine.run(load, throwingScript(marker));
  const until = Date.now() + timeoutMs;
  while (!JSON.stringify(await mockErrors(world.mockUrl)).includes(marker)) {
    if (Date.now() > until)
      throw new Error(`${engine.name}: 「${marker}」 thrown in the page never reached /__mock/errors`);
    await sleep(200);
  }
  // the journeys' own watch saw it too: it was meant
  await engine.errors();
  return true;
}
