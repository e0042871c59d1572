import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuction } from '../../test/console-fixtures';
import { makeImage, multipartBody } from '../../test/multipart';
import { createTestApp, createUser, ORIGIN, type TestContext } from '../../test/test-app';
import { MALFORMED_UPLOAD_MESSAGE } from './uploads';

/**
 * A multipart body the parser cannot read is the caller's mistake: every upload route answers 400
 * in the API's error shape, never 500.
 */
let ctx: TestContext;
let admin: { cookie: string };
let uploadUrls: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createUser(ctx, { roles: ['admin'], profile: { verificationStatus: 'verified' } });
  const auction = await createAuction(ctx, admin.cookie);
  uploadUrls = [`/api/auctions/${auction.id}/images`, `/api/auctions/${auction.id}/documents`];
});
afterAll(() => ctx.close());

function post(url: string, contentType: string, payload: Buffer | string) {
  return ctx.app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie: admin.cookie, 'content-type': contentType }, payload });
}

/** A real upload cut off half way: the closing boundary never comes. */
async function truncatedUpload() {
  const body = await multipartBody([{ filename: 'photo.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') }], {
    kind: 'title_deed',
  });
  return { contentType: body.headers['content-type'], payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)) };
}

describe('a malformed multipart body', () => {
  it('answers 400 when the body ends before its closing boundary', async () => {
    const { contentType, payload } = await truncatedUpload();
    for (const url of uploadUrls) {
      const res = await post(url, contentType, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error: { code: 'BAD_REQUEST', message: MALFORMED_UPLOAD_MESSAGE } });
    }
  });

  it('answers 400 when the content type names no boundary', async () => {
    for (const url of uploadUrls) {
      const res = await post(url, 'multipart/form-data', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n');
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('BAD_REQUEST');
    }
  });

  it('answers 400 when a part has a broken header or the body is not multipart at all', async () => {
    const boundary = '----neelami';
    const brokenHeader = `--${boundary}\r\ncontent-disposition form-data name file\r\n\r\nxyz\r\n--${boundary}--\r\n`;
    for (const url of uploadUrls) {
      for (const payload of [brokenHeader, 'just some text that is not multipart']) {
        const res = await post(url, `multipart/form-data; boundary=${boundary}`, payload);
        expect(res.statusCode, `${url} ${payload.slice(0, 20)}`).toBe(400);
        expect(res.json().error.code).toMatch(/^(BAD_REQUEST|VALIDATION)$/);
      }
    }
  });
});
