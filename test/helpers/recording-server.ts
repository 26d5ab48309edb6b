// A bare HTTP server on loopback for the request wrapper's tests: it keeps each request and its
// body as they arrive, then answers as the test says.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Listens on a free loopback port; each request is pushed onto `into.seen` and its body onto `into.bodies`. */
export async function recordingServer(
  into: { seen: IncomingMessage[]; bodies: string[] },
  answer: (res: ServerResponse) => void,
): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      into.seen.push(req);
      into.bodies.push(body);
      answer(res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
