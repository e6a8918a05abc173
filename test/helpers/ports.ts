/** A free TCP port on the loopback interface, for a server a test starts. */
import { createServer } from 'node:net';

/** Asks the system for a free port on 127.0.0.1; resolves with its number. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}
