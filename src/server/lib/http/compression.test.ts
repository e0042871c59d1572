import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertAuction } from '../../modules/auctions/auctions.fixtures';
import { auctionInput, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { multipartBody } from '../../test/multipart';
import { createTestApp, ORIGIN, type TestContext } from '../../test/test-app';
import { COMPRESS_THRESHOLD_BYTES } from './compression';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
  for (let i = 0; i < 6; i += 1) await insertAuction(ctx.database.db, cast.vendor.id, { title: `Flat ${i} near the station` });
});
afterAll(async () => ctx.close());

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('compressed API answers', () => {
  it('sends the auction list in brotli to a client that prefers it, the same JSON inside', async () => {
    const plain = await get('/api/auctions');
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const res = await get('/api/auctions', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/api/auctions', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString()).items).toHaveLength(6);
  });

  it('sends plain JSON to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const res = await get('/api/auctions', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(res.json().items).toHaveLength(6);
    }
  });

  it('leaves a small answer as it is', async () => {
    const res = await get('/api/health', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('answers HEAD with no body', async () => {
    const res = await get('/api/auctions', 'br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('leaves a document download as stored, with its length', async () => {
    const auction = await createAuction(ctx, cast.vendor.cookie);
    const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(100)}%%EOF\n`);
    const body = await multipartBody([{ filename: 'deed.pdf', contentType: 'application/pdf', data: pdf }], {
      type: 'sale_notice',
      category: 'legal',
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/auctions/${auction.id}/documents`,
      headers: { origin: ORIGIN, cookie: cast.vendor.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const res = await call(ctx, 'GET', upload.json().downloadUrl, cast.admin.cookie, undefined, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.rawPayload.equals(pdf)).toBe(true);
  });

  it('never expands a compressed request body: it is read as sent, and is no JSON', async () => {
    const res = await call(ctx, 'POST', '/api/auctions', cast.vendor.cookie, gzipSync(JSON.stringify(auctionInput())), {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('the realtime WebSocket', () => {
  it('still upgrades when the browser says it accepts compressed answers', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, {
      headers: { origin: ORIGIN, 'accept-encoding': 'gzip, deflate, br' },
    });
    const opened = await new Promise<boolean>((resolve) => {
      ws.on('open', () => resolve(true));
      ws.on('error', () => resolve(false));
    });
    ws.close();
    expect(opened).toBe(true);
  });
});
