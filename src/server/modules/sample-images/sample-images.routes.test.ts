import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE_MESSAGES, type SampleImage } from '../../../shared/schemas/admin';
import { call, createCast, type Cast } from '../../test/console-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';
import { DEFAULT_SAMPLE_IMAGES_DIR } from './sample-images.service';

let ctx: TestContext;
let cast: Cast;
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
});
afterAll(async () => ctx.close());

const bundled = () =>
  readdirSync(DEFAULT_SAMPLE_IMAGES_DIR)
    .filter((n) => /\.(webp|jpe?g|png)$/i.test(n))
    .sort();

describe('the sample image tool', () => {
  it('lists the bundled images found on disk, none uploaded yet', async () => {
    const res = await call(ctx, 'GET', '/api/admin/sample-images', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const items: SampleImage[] = res.json().items;
    expect(items.map((i) => i.name)).toEqual(bundled());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => !i.uploaded && i.url === `/media/sample-images/${i.name}` && i.sizeBytes > 0)).toBe(true);
  });

  it('uploads one file to sample-images/<name>, overwriting what was there', async () => {
    const name = bundled()[0]!;
    const target = path.join(ctx.config.mediaDir, 'sample-images', name);
    const first = await call(ctx, 'POST', `/api/admin/sample-images/${name}`, cast.admin.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name, status: 'success', url: `/media/sample-images/${name}`, error: null });
    writeFileSync(target, 'stale');
    await call(ctx, 'POST', `/api/admin/sample-images/${name}`, cast.admin.cookie);
    expect(readFileSync(target).equals(readFileSync(path.join(DEFAULT_SAMPLE_IMAGES_DIR, name)))).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/media/sample-images/${name}` })).statusCode).toBe(200);
  });

  it('uploads them all with a per-file result and the summary line', async () => {
    const res = await call(ctx, 'POST', '/api/admin/sample-images', cast.admin.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { name: string }) => r.name)).toEqual(bundled());
    expect(body).toMatchObject({ uploaded: bundled().length, errors: 0, message: SAMPLE_IMAGE_MESSAGES.allSucceeded });
    const list = (await call(ctx, 'GET', '/api/admin/sample-images', cast.admin.cookie)).json().items;
    expect(list.every((i: SampleImage) => i.uploaded)).toBe(true);
  });

  it('answers 404 for a name that is not bundled, including a path', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fpackage.json', '.env']) {
      const res = await call(ctx, 'POST', `/api/admin/sample-images/${name}`, cast.admin.cookie);
      expect(res.statusCode).toBe(404);
    }
  });

  it('is for admins only', async () => {
    expect((await call(ctx, 'POST', '/api/admin/sample-images', cast.vendor.cookie)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/sample-images')).statusCode).toBe(401);
  });
});

describe('the summary line', () => {
  it('reads "N uploaded with M errors" when some fail', () => {
    expect(SAMPLE_IMAGE_MESSAGES.summary(6, 2)).toBe('6 uploaded with 2 errors');
  });
});
