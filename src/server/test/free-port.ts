import { createServer, type AddressInfo } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test or a script starts as a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
