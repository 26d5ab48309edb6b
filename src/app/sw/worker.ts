// The service worker of the deployable build (scripts/build/service-worker.ts compiles it to
// sw.js with this build's id and file list). A small one of our own rather than Workbox: the
// build already names every file once per build, so the whole job is "keep this build's files,
// answer from them, drop the other builds", which fits here and costs the phone 1 KB.
// - Install: keep index.html, the icons and every chunk but other pages' own ones and their
//   libraries (those are kept as they are first fetched). Activate at once and delete what
//   earlier builds kept, so a new deployment is what the next load runs.
// - A page load goes to the network first (index.html names the current build's chunks), and
//   only without a network is answered with this build's index.html: the app opens offline.
// - This build's chunks and icons come from the cache; everything else (the API, other origins,
//   anything but GET) is not touched: no answer with a token is kept here. The last figures a
//   read-only screen showed are kept by the app itself (src/app/state/wallet.ts), and go with the
//   session.

declare const __BUILD__: string;
declare const __PRECACHE__: string[];

interface ExtendableEvent extends Event {
  waitUntil(done: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface WorkerMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (e: WorkerMessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'partner-app-';
const CACHE = `${PREFIX}${__BUILD__}`;
const at = (file: string) => new URL(file, worker.registration.scope).href;
const PAGE = at('index.html');
const BUILD_FILES = at(`chunks/${__BUILD__}/`);
const KEPT = new Set(__PRECACHE__.map(at));

worker.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...KEPT]))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (e) => {
  const { request } = e;
  if (request.method !== 'GET' || new URL(request.url).origin !== worker.location.origin) return;
  if (request.mode === 'navigate') e.respondWith(pageLoad(request));
  else if (request.url.startsWith(BUILD_FILES) || KEPT.has(request.url)) e.respondWith(keptFile(request));
});

// The page the worker took over tells which files it had loaded before (a page's own chunk, the
// one the launch flow fetches ahead): this build's are kept too, from the HTTP cache, so the
// next visit fetches none of them again.
worker.addEventListener('message', (e) => {
  const files = Array.isArray(e.data) ? e.data.filter((f) => typeof f === 'string' && f.startsWith(BUILD_FILES)) : [];
  if (files.length) e.waitUntil(keepMissing(files));
});

// A newer release's worker deletes this one's cache as it takes over, while this one may still be
// answering a page: it keeps files only while its cache is there (caches.open would make it again,
// and the old release's files would stay on the phone for good).
async function keepMissing(files: string[]): Promise<void> {
  if (!(await caches.has(CACHE))) return;
  const cache = await caches.open(CACHE);
  const kept = await Promise.all(files.map((f) => cache.match(f, { ignoreVary: true })));
  await cache.addAll(files.filter((_, i) => !kept[i]));
}

async function pageLoad(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const kept = await caches.match(PAGE, { cacheName: CACHE });
    if (kept) return kept;
    throw offline;
  }
}

async function keptFile(request: Request): Promise<Response> {
  const kept = await caches.match(request, { cacheName: CACHE, ignoreVary: true });
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok && (await caches.has(CACHE))) await (await caches.open(CACHE)).put(request, answer.clone());
  return answer;
}
