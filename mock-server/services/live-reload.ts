// The reload channel of `npm run dev` (GET /__mock/live-reload): server-sent events that tell
// the open pages to reload after a rebuild, or show a build error until the next good build.
// Without the dev loop the route answers 204, which tells an EventSource not to reconnect.
import type { Request, Response } from 'json-server';

/** The events a page receives; the data of each is JSON. */
export type LiveReloadEvent = 'reload' | 'build-error';

export class LiveReload {
  private pages = new Set<Response>();
  /** the error of the last build, while it stands: a page opened now shows it at once */
  private failure: string | null = null;

  reload(): void {
    this.failure = null;
    this.send('reload', null);
  }

  fail(text: string): void {
    this.failure = text;
    this.send('build-error', text);
  }

  /** The route's handler: holds the response open as an event stream. */
  readonly connect = (req: Request, res: Response): void => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform: the compression middleware would hold the events back to fill its buffer
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
    });
    // reconnect quickly after a restart of the dev server
    res.write('retry: 500\n\n');
    if (this.failure !== null) write(res, 'build-error', this.failure);
    this.pages.add(res);
    req.on('close', () => this.pages.delete(res));
  };

  private send(event: LiveReloadEvent, data: unknown): void {
    for (const page of this.pages) write(page, event, data);
  }
}

const write = (res: Response, event: LiveReloadEvent, data: unknown) =>
  res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
