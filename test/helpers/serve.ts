/** Serves a built `dist/` on 127.0.0.1 under a base path (e.g. `/kb/`) with sirv, for browser tests. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';

export interface Served {
  url: string;
  close(): Promise<void>;
}

export async function serve(dist: string, base = '/'): Promise<Served> {
  const handler = sirv(dist, { dev: true, etag: false });
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(base)) {
      res.statusCode = 404;
      res.end('not under base');
      return;
    }
    req.url = `/${url.slice(base.length)}`;
    handler(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
