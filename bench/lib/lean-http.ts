import net from 'node:net';

/**
 * A minimal HTTP/1.1 keep-alive client for load generators: one request at a time per connection,
 * answers read by their Content-Length (as Fastify sends them; chunked answers are refused). On two cores the load generator competes with the server
 * for the CPU, so it should cost as little as it can; Node's http client costs several times more
 * per request than this.
 */
export type LeanResponse = { status: number; body: string };

const HEADER_END = Buffer.from('\r\n\r\n');

export class LeanConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: LeanResponse) => void; reject: (e: Error) => void } | null = null;

  private constructor(
    private readonly socket: net.Socket,
    private readonly host: string,
  ) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (err?: Error) => {
      const p = this.pending;
      this.pending = null;
      p?.reject(err ?? new Error('connection closed'));
    };
    socket.on('error', fail);
    socket.on('close', () => fail());
  }

  static open(port: number, host = '127.0.0.1'): Promise<LeanConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host }, () => {
        socket.off('error', reject);
        resolve(new LeanConnection(socket, `${host}:${port}`));
      });
      socket.once('error', reject);
    });
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** `headers`: extra header lines, each ending in \r\n. */
  post(path: string, body: string, headers = ''): Promise<LeanResponse> {
    if (this.pending) return Promise.reject(new Error('one request at a time per connection'));
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject };
      this.socket.write(
        `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(body)}\r\n${headers}\r\n${body}`,
      );
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(HEADER_END);
    if (end === -1) return;
    const head = this.buffered.toString('latin1', 0, end);
    if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const p = this.pending;
      this.pending = null;
      p?.reject(new Error('chunked answers are not supported'));
      this.socket.destroy();
      return;
    }
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    const total = end + HEADER_END.length + length;
    if (this.buffered.length < total) return;
    const response = {
      status: Number(head.slice(9, 12)),
      body: this.buffered.toString('utf8', end + HEADER_END.length, total),
    };
    this.buffered = this.buffered.subarray(total);
    const p = this.pending;
    this.pending = null;
    p?.resolve(response);
  }
}
