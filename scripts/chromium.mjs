// Where Chromium is: Debian's, unless CHROMIUM_PATH says otherwise. The bench, the contact sheet and
// the WeChat phone launch the whole browser.
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The test journeys' Chromium: Debian's headless shell of the same build, the same Blink and V8
// without the browser's window layer (what playwright runs headless by default). A document costs it
// about half the CPU of the whole browser. Without the shell the journeys run on the whole browser.
const SHELL = '/usr/bin/chromium-headless-shell';
export const JOURNEY_CHROMIUM = process.env.CHROMIUM_PATH || (existsSync(SHELL) ? SHELL : CHROMIUM);
