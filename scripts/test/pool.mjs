// The processes of one `npm test`: at most `slots` at once, shared by every stage. A slot takes the
// first stage (in the order given: the longest first) that still has work and is ready, and runs it:
// a stage that is one command (tsc, biome) as one process; a stage of test files as a worker
// (./worker.mjs) that takes the stage's files one at a time, so several workers share a stage's
// files and a stage's last files spread over the slots the others have left. What a process prints
// is kept and printed whole when it ends (a file's output when that file ends), so stages running
// at once never mix their lines.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

/** The line a worker writes after each file: this, then the file's counts and times as JSON. */
export const DONE = '\u0002uvu-file-done ';

const WORKER = new URL('./worker.mjs', import.meta.url).pathname;

/**
 * CPU seconds of the children of this process that have ended (with theirs: a worker's Chromium),
 * read from /proc; null where there is none. The difference across a child's exit is its CPU.
 */
function endedChildrenCpu() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (+fields[13] + +fields[14]) / 100; // cutime, cstime in clock ticks (100 a second)
  } catch {
    return null;
  }
}

/**
 * @typedef {{ passed: number, failed: number, skipped: number }} Counts
 * @typedef {{ file: string, wall: number, cpu: number, failed: number }} FileTime
 * @typedef {{
 *   name: string, title: string, env?: Record<string, string>,
 *   command?: string[], files?: string[], node?: string[],
 *   prepare?: (run: (args: string[], env?: object) => Promise<{ code: number, out: string }>, files: string[]) =>
 *     Promise<Record<string, string> | string>,
 * }} Stage
 * A stage is one `command` (passed when it exits 0), or `files` run by workers started as
 * `node ...node worker.mjs`; `prepare` runs once before its first worker (e.g. a build, for the files
 * it is given) and gives the workers' environment, or a string: why the stage is skipped (it throws
 * when the stage fails).
 */

/** `N passed, N failed[, N skipped]` */
export const summary = ({ passed, failed, skipped }) =>
  `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;

/** Runs `stages` over `slots` processes; `print` gets each finished block. Resolves with each stage's result. */
export async function runStages(stages, { slots, env, print }) {
  let cpuSeen = endedChildrenCpu();
  const state = new Map(
    stages.map((s) => [
      s,
      {
        queue: s.files ? [...s.files] : [s],
        workers: 0,
        ready: !s.prepare,
        preparing: null,
        started: null,
        ended: null,
        cpu: cpuSeen === null ? null : 0,
        counts: { passed: 0, failed: 0, skipped: 0 },
        files: /** @type {FileTime[]} */ ([]),
        note: '',
      },
    ]),
  );

  /** `cpu` (when the process tells its own, children included) stands for what /proc says at its end. */
  function spawnFor(stage, args, extraEnv = {}, told = { cpu: null }) {
    const st = state.get(stage);
    if (st.started === null) {
      st.started = performance.now();
      print(`== ${stage.title}\n`);
    }
    const child = spawn(args[0], args.slice(1), {
      env: { ...process.env, ...env, ...stage.env, ...extraEnv },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const exited = new Promise((resolve) =>
      child.on('close', (code, signal) => {
        const now = endedChildrenCpu();
        if (now !== null && st.cpu !== null) st.cpu += told.cpu ?? now - cpuSeen;
        cpuSeen = now;
        st.ended = performance.now();
        resolve(code ?? (signal ? 128 : 1));
      }),
    );
    return { child, exited };
  }

  /** One process to its end: its exit code and everything it printed. */
  async function run(stage, args, extraEnv) {
    const { child, exited } = spawnFor(stage, args, extraEnv);
    child.stdin.end();
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    return { code: await exited, out };
  }

  async function runCommand(stage) {
    const st = state.get(stage);
    const { code, out } = await run(stage, stage.command);
    if (code === 0) st.counts.passed++;
    else st.counts.failed++;
    if (out) print(out.endsWith('\n') ? out : `${out}\n`);
  }

  async function prepare(stage) {
    const st = state.get(stage);
    const got = await stage.prepare((args, extraEnv) => run(stage, args, extraEnv), stage.files).catch((e) => e);
    if (got instanceof Error) {
      st.queue = [];
      st.counts.failed++;
      print(`-- ${stage.name}: FAILED before its files: ${got.message}\n\n`);
    } else if (typeof got === 'string') {
      st.queue = [];
      st.counts.skipped++;
      st.note = got;
      print(`-- ${stage.name} skipped: ${got}\n\n`);
    } else stage.env = { ...stage.env, ...got };
    st.ready = true;
  }

  /** A worker on `stage`'s files until none is left, or until a stage before it wants this slot. */
  async function runWorker(stage) {
    const st = state.get(stage);
    const told = { cpu: null };
    const { child, exited } = spawnFor(stage, [process.execPath, ...(stage.node ?? []), WORKER], {}, told);
    let buffer = '';
    let current = null;
    let onDone = null;
    const read = (d) => {
      buffer += d;
      for (let at = buffer.indexOf(DONE); at >= 0; at = buffer.indexOf(DONE)) {
        const end = buffer.indexOf('\n', at);
        if (end < 0) return;
        const result = JSON.parse(buffer.slice(at + DONE.length, end));
        const out = buffer.slice(0, at);
        buffer = buffer.slice(end + 1);
        // the worker's last line: its CPU with its Chromium's renderers, which /proc loses when Chromium ends
        if (result.file) onDone?.({ result, out });
        else [told.cpu, buffer] = [result.cpu, out + buffer];
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    let fileFailures = 0;
    const crashed = exited.then((code) => ({ crashed: code }));
    while (st.queue.length && !wantedElsewhere(stage)) {
      current = st.queue.shift();
      const done = new Promise((resolve) => (onDone = resolve));
      child.stdin.write(`${current}\n`);
      const got = await Promise.race([done, crashed]);
      if ('crashed' in got) {
        print(`${buffer}\n   FAIL  ${current}: the worker ended (code ${got.crashed}) before the file did\n`);
        st.counts.failed++;
        fileFailures++;
        break;
      }
      const { result, out } = got;
      for (const k of ['passed', 'failed', 'skipped']) st.counts[k] += result[k];
      fileFailures += result.failed;
      st.files.push({ file: result.file, wall: result.wall, cpu: result.cpu, failed: result.failed });
      print(out.endsWith('\n') ? out : `${out}\n`);
    }
    child.stdin.end();
    const code = await exited;
    const late = stripVTControlCharacters(buffer).trim();
    if (late) print(`${buffer}\n`);
    // a failure after the files' lines (e.g. a Content-Security-Policy report at close) ends it non-zero
    if (code !== 0 && fileFailures === 0) {
      print(`   FAIL  a ${stage.name} worker ended with code ${code} after its files passed (see above)\n`);
      st.counts.failed++;
    }
  }

  /** A stage before `stage` with files left, ready and without a worker: this slot goes there. */
  const wantedElsewhere = (stage) =>
    stages
      .slice(0, stages.indexOf(stage))
      .some((s) => state.get(s).ready && state.get(s).queue.length && state.get(s).workers === 0);

  async function slot() {
    for (;;) {
      const stage = stages.find((s) => {
        const st = state.get(s);
        return st.queue.length && (st.ready || !st.preparing);
      });
      if (!stage) {
        const preparing = stages.map((s) => state.get(s).preparing).filter((p) => p && !p.settled);
        if (!preparing.length) return;
        await Promise.race(preparing.map((p) => p.promise));
        continue;
      }
      const st = state.get(stage);
      if (!st.ready) {
        const promise = prepare(stage);
        st.preparing = { promise, settled: false };
        await promise;
        st.preparing.settled = true;
        continue;
      }
      st.workers++;
      if (stage.command) {
        st.queue = [];
        await runCommand(stage);
      } else await runWorker(stage);
      st.workers--;
      if (st.queue.length || st.workers) continue;
      const result = stage.command ? (st.counts.failed ? 'FAILED' : 'ok') : summary(st.counts);
      print(`-- ${stage.name}: ${result}\n\n`);
    }
  }

  await Promise.all(Array.from({ length: slots }, slot));
  return stages.map((s) => {
    const st = state.get(s);
    const wall = st.started === null ? 0 : (st.ended - st.started) / 1000;
    return { stage: s, counts: st.counts, wall, cpu: st.cpu, files: st.files, note: st.note };
  });
}
