// A test worker of scripts/test.mjs (./pool.mjs starts it): runs the uvu files named on its stdin,
// one path a line, one after another in this one process, so they share one tsx + happy-dom start-up.
// After each file it writes DONE and the file's counts and times as JSON on a line of their own: what
// the file printed is everything before that line (stderr goes the same way, in order).
// Because files share the process, a file that leaves a stand-in `fetch` behind would answer the
// next files' requests: it fails, by name, when `fetch` is not the one it started with.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { DONE } from './pool.mjs';

const out = process.stdout.write.bind(process.stdout);
process.stderr.write = out;
// set before uvu loads: its suites then queue their runs for this worker instead of starting them
globalThis.UVU_DEFER = 1;
globalThis.UVU_QUEUE = [];
// what a file's helpers keep for the files after it (test/browser/helpers.ts's Chromium), ended after the last
globalThis.TEST_WORKER = { afterAll: [] };
await import('uvu');
const fetchAtStart = globalThis.fetch;

/** utime, stime, cutime, cstime and the parent of a process, from /proc/<pid>/stat. */
function stat(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { cpu: (+fields[11] + +fields[12] + +fields[13] + +fields[14]) / 100, parent: +fields[1] };
}

/**
 * CPU seconds of this process and its children, those still running (the Chromium that a worker
 * keeps for all its files, with its renderers) and those ended, where /proc tells.
 */
function cpuSeconds() {
  try {
    const all = new Map();
    for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n)))
      try {
        all.set(+pid, stat(pid));
      } catch {
        // ended meanwhile
      }
    const mine = new Set([process.pid]);
    // until no process is added: a child's pid may be lower than its parent's once pids wrap around
    for (let size = 0; size !== mine.size; ) {
      size = mine.size;
      for (const [pid, { parent }] of all) if (mine.has(parent)) mine.add(pid);
    }
    let total = 0;
    for (const pid of mine) total += all.get(pid)?.cpu ?? 0;
    return total;
  } catch {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  }
}

async function runFile(file) {
  const name = relative(process.cwd(), resolve(file));
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const wallAt = performance.now();
  const cpuAt = cpuSeconds();
  out(`${name}\n`);
  globalThis.UVU_QUEUE = [[]];
  globalThis.UVU_INDEX = 0;
  try {
    await import(pathToFileURL(resolve(file)).href);
    // a suite run as uvu queues it: [errors or true, passed, skipped, total]
    for (const suite of globalThis.UVU_QUEUE[0]) {
      const [errors, passed, skipped, total] = await suite();
      counts.passed += passed;
      counts.skipped += skipped;
      counts.failed += total - passed;
      if (errors !== true) out(`\n${errors}\n`);
    }
  } catch (e) {
    out(`\n   FAIL  ${name} stopped: ${e?.stack ?? e}\n`);
    counts.failed++;
  }
  if (globalThis.fetch !== fetchAtStart) {
    globalThis.fetch = fetchAtStart;
    out(`   FAIL  ${name} left a stand-in fetch behind (restore it in an after hook)\n`);
    counts.failed++;
  }
  const times = { wall: (performance.now() - wallAt) / 1000, cpu: cpuSeconds() - cpuAt };
  out(`${DONE}${JSON.stringify({ file: name, ...counts, ...times })}\n`);
  return counts.failed;
}

let failed = 0;
for await (const file of createInterface({ input: process.stdin })) if (file) failed += await runFile(file);
// all it used, before its Chromium ends: a renderer that Chromium leaves unreaped as it ends is lost to /proc
out(`${DONE}${JSON.stringify({ cpu: cpuSeconds() })}\n`);
for (const end of globalThis.TEST_WORKER.afterAll) await end();
// a failure found after a file's line (e.g. a late Content-Security-Policy report) sets the exit code too
if (failed) process.exitCode = 1;
// what a failed file left open (a browser it launched, a server) would keep this process, and the
// whole run, waiting for ever: it is ended a while after the last file, and says so
setTimeout(() => {
  out('   this worker still had something open 5 s after its last file (a browser or server not closed?): ended\n');
  process.exit();
}, 5000).unref();
