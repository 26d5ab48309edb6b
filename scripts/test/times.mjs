// The end of `npm test`'s output: each stage's time, the files that took longest and those that
// failed (each with the command that runs it alone). Stages run at once, so their wall times overlap;
// the CPU seconds (of the stage's processes and their children, Chromium included) add up.

/**
 * A duration as the summary prints it: tenths under a minute, whole seconds above, rounded before
 * they are split so that 239.6 s is 4 min 00 s.
 * @param {number} s seconds
 */
export function secs(s) {
  if (s < 59.95) return `${s.toFixed(1)} s`;
  const whole = Math.round(s);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/**
 * @typedef {{ file: string, wall: number, cpu: number, failed: number }} FileTime
 * @param {{ stage: { name: string }, wall: number, cpu: number | null, files: FileTime[], note: string }[]} results
 * @param {{ wall: number, slots: number }} run
 */
export function printTimes(results, { wall, slots }) {
  const files = results.flatMap((r) => r.files);
  const slowest = [...files].sort((a, b) => b.cpu - a.cpu || b.wall - a.wall).slice(0, 5);
  if (slowest.length > 1) {
    console.log('slowest files (CPU, wall):');
    for (const f of slowest) console.log(`  ${f.file}  ${secs(f.cpu)}, ${secs(f.wall)}`);
  }
  for (const f of files.filter((f) => f.failed)) console.log(`failed: ${f.file}   (alone: npm test -- ${f.file})`);
  console.log('\nstage       wall         CPU');
  for (const r of results) {
    const cpu = r.cpu === null ? '' : secs(r.cpu);
    const what = r.note ? `skipped: ${r.note}` : '';
    console.log(`${r.stage.name.padEnd(10)}  ${secs(r.wall).padEnd(11)}  ${cpu.padEnd(11)}  ${what}`.trimEnd());
  }
  const cpu = results.every((r) => r.cpu !== null) ? `, ${secs(results.reduce((s, r) => s + r.cpu, 0))} CPU` : '';
  console.log(`all         ${secs(wall)}${cpu} (up to ${slots} processes at once)`);
}
