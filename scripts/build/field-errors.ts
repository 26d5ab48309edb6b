// The field error reporter of a build (src/app/field-errors/): the few lines index.html's inline
// script starts with (catch-early.ts, bundled into it by boot-script.ts), and the reporter they
// load once something failed, written beside the build's chunks as a classic script of its own:
// it imports nothing of the app, so it runs where the app's first-load chunk does not.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { esbuildTargets } from './browsers.ts';

export const FIELD_ERRORS_EARLY = 'src/app/field-errors/catch-early.ts';
export const FIELD_ERRORS_REPORTER = 'src/app/field-errors/reporter.ts';
/** The chunk that says what failed (and shows 页面出错了): like the reporter, fetched only after a failure. */
export const CHUNK_FAILURE = 'src/app/chunk-failure.ts';

/** The reporter's file, beside `firstLoad` (the first-load chunk, `chunks/<build id>/…`). */
export const reporterFile = (firstLoad: string): string => `${path.posix.dirname(firstLoad)}/field-errors.js`;

/** A deployment's own collector of the reports; by default the API's route (API_BASE). */
export const fieldErrorsUrl = (): string => process.env.FIELD_ERRORS_URL || '';

/** Writes the reporter of the build whose first-load chunk is `firstLoad`; `define` is the app's. */
export async function writeFieldErrorReporter(
  outdir: string,
  firstLoad: string,
  define: Record<string, string>,
): Promise<void> {
  const built = await esbuild.build({
    entryPoints: [FIELD_ERRORS_REPORTER],
    bundle: true,
    minify: true,
    format: 'iife',
    target: esbuildTargets(),
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'error',
    define: {
      ...define,
      __BUILD_ID__: JSON.stringify(path.posix.basename(path.posix.dirname(firstLoad))),
      __FIELD_ERRORS_URL__: JSON.stringify(fieldErrorsUrl()),
    },
  });
  await writeFile(path.join(outdir, reporterFile(firstLoad)), built.outputFiles[0].contents);
}
