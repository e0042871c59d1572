import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeanConnection } from './lean-http';

describe('LeanConnection', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const text = JSON.stringify({ got: JSON.parse(body), cookie: req.headers.cookie ?? null, big: 'x'.repeat(100_000) });
        res.writeHead(body.includes('"fail"') ? 409 : 201, {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(text),
        });
        res.end(text);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends requests one after another on one kept-alive connection and reads whole answers', async () => {
    const c = await LeanConnection.open(port);
    try {
      const a = await c.post('/x', '{"amount":1}', 'cookie: s=1\r\n');
      expect(a.status).toBe(201);
      expect(JSON.parse(a.body)).toMatchObject({ got: { amount: 1 }, cookie: 's=1' });
      expect(JSON.parse(a.body).big).toHaveLength(100_000);
      const b = await c.post('/x', '{"amount":"fail"}');
      expect(b.status).toBe(409);
      expect(JSON.parse(b.body).cookie).toBeNull();
      await expect(Promise.all([c.post('/x', '{}'), c.post('/x', '{}')])).rejects.toThrow(/one request at a time/);
    } finally {
      c.close();
    }
  });
});
