import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/constants';
import { DOCUMENT_MESSAGES, type Document } from '../../../shared/schemas/document';
import { documents } from '../../db/schema';
import { auditActionsFor, call, createAuction, createCast, type Cast } from '../../test/console-fixtures';
import { makeImage, multipartBody, type FilePart } from '../../test/multipart';
import { createTestApp, ORIGIN, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let cast: Cast;
let auction: { id: string };
beforeAll(async () => {
  ctx = await createTestApp();
  cast = await createCast(ctx);
  auction = await createAuction(ctx, cast.vendor.cookie, { title: 'Bungalow in Nashik' });
});
afterAll(async () => ctx.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pdf = (filename = 'sale-notice.pdf'): FilePart => ({ filename, contentType: 'application/pdf', data: PDF });

async function upload(auctionId: string, cookie: string | undefined, file: FilePart, fields: Record<string, string> = {}) {
  const body = await multipartBody([file], { type: 'sale_notice', category: 'legal', ...fields });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/documents`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}), ...body.headers },
    payload: body.payload,
  });
}

function storedFiles(auctionId: string): string[] {
  const dir = path.join(ctx.config.documentsDir, auctionId);
  return existsSync(dir) ? readdirSync(dir) : [];
}

describe('uploading documents', () => {
  it('stores a PDF outside the public media folder, pending review, and audits it', async () => {
    const res = await upload(auction.id, cast.vendor.cookie, pdf(), { name: 'Sale Notice', isPublic: 'true' });
    expect(res.statusCode).toBe(201);
    const doc: Document = res.json();
    expect(doc).toMatchObject({
      auctionId: auction.id,
      auctionTitle: 'Bungalow in Nashik',
      name: 'Sale Notice',
      type: 'sale_notice',
      category: 'legal',
      mimeType: 'application/pdf',
      fileType: 'pdf',
      status: 'pending',
      isPublic: true,
      downloadCount: 0,
      uploadedBy: cast.vendor.id,
      uploaderName: 'Vikram Vendor',
      downloadUrl: `/api/documents/${doc.id}/download`,
    });
    expect(path.resolve(ctx.config.documentsDir).startsWith(path.resolve(ctx.config.mediaDir) + path.sep)).toBe(false);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.storageKey).toMatch(new RegExp(`^${auction.id}/\\d+-[0-9a-f]{24}\\.pdf$`));
    expect((await ctx.app.inject({ method: 'GET', url: `/media/${row!.storageKey}` })).statusCode).toBe(404);
    expect(await auditActionsFor(ctx, doc.id)).toEqual(['document.upload']);
  });

  it('re-encodes an image document without its metadata', async () => {
    const res = await upload(
      auction.id,
      cast.admin.cookie,
      {
        filename: 'site.jpg',
        contentType: 'image/jpeg',
        data: await makeImage('jpeg', { exif: true }),
      },
      { type: 'property_images', category: 'marketing' },
    );
    expect(res.statusCode).toBe(201);
    const doc: Document = res.json();
    expect(doc).toMatchObject({ name: 'site', fileType: 'jpeg', mimeType: 'image/jpeg' });
    const download = await call(ctx, 'GET', doc.downloadUrl, cast.admin.cookie);
    expect(download.statusCode).toBe(200);
    expect((await sharp(download.rawPayload).metadata()).exif).toBeUndefined();
  });

  it.each([
    [
      'an HTML page named .pdf',
      { filename: 'notice.pdf', contentType: 'application/pdf', data: Buffer.from('<html>hi</html>') },
      415,
      DOCUMENT_MESSAGES.invalidType,
    ],
    [
      'an SVG named .png',
      { filename: 'x.png', contentType: 'image/png', data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      415,
      DOCUMENT_MESSAGES.invalidType,
    ],
    [
      'a file over 20 MB',
      { filename: 'big.pdf', contentType: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES)]) },
      413,
      DOCUMENT_MESSAGES.tooLarge,
    ],
  ] as const)('refuses %s and stores nothing', async (_label, file, status, message) => {
    const fresh = await createAuction(ctx, cast.admin.cookie);
    const res = await upload(fresh.id, cast.admin.cookie, file);
    expect(res.statusCode).toBe(status);
    expect(res.json().error.message).toBe(message);
    expect(storedFiles(fresh.id)).toEqual([]);
    expect(await ctx.database.db.select().from(documents).where(eq(documents.auctionId, fresh.id))).toEqual([]);
  });

  it('refuses a missing type or category with its message', async () => {
    const body = await multipartBody([pdf()], { category: 'legal' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/auctions/${auction.id}/documents`,
      headers: { origin: ORIGIN, cookie: cast.admin.cookie, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.typeRequired);
  });
});

describe('who sees which documents', () => {
  it('shows approved public documents to anyone and the rest only to admins and the owning vendor', async () => {
    const own = await createAuction(ctx, cast.vendor.cookie, { title: 'Plot in Pune' });
    const publicDoc: Document = (
      await upload(own.id, cast.vendor.cookie, pdf('deed.pdf'), { type: 'sale_notice', isPublic: 'true' })
    ).json();
    const privateDoc: Document = (
      await upload(own.id, cast.vendor.cookie, pdf('valuation.pdf'), { type: 'valuation', category: 'financial' })
    ).json();
    await call(ctx, 'POST', `/api/admin/documents/${publicDoc.id}/review`, cast.admin.cookie, { decision: 'approve' });
    await call(ctx, 'POST', `/api/admin/documents/${privateDoc.id}/review`, cast.admin.cookie, { decision: 'approve' });
    // Its published sale notice lets the listing be approved (decision 041).
    expect((await call(ctx, 'POST', `/api/auctions/${own.id}/approve`, cast.admin.cookie)).statusCode).toBe(200);

    const ids = async (cookie?: string) =>
      (await call(ctx, 'GET', `/api/auctions/${own.id}/documents`, cookie))
        .json()
        .items.map((d: Document) => d.id)
        .sort();
    expect(await ids()).toEqual([publicDoc.id]);
    expect(await ids(cast.approvedBuyer.cookie)).toEqual([publicDoc.id]);
    expect(await ids(cast.otherVendor.cookie)).toEqual([publicDoc.id]);
    expect(await ids(cast.vendor.cookie)).toEqual([publicDoc.id, privateDoc.id].sort());
    expect(await ids(cast.admin.cookie)).toEqual([publicDoc.id, privateDoc.id].sort());

    const visitorDownload = await call(ctx, 'GET', publicDoc.downloadUrl);
    expect(visitorDownload.statusCode).toBe(200);
    expect(visitorDownload.headers['content-type']).toBe('application/pdf');
    expect(visitorDownload.headers['content-disposition']).toContain('attachment; filename="deed.pdf"');
    expect(visitorDownload.rawPayload.equals(PDF)).toBe(true);
    expect((await call(ctx, 'GET', privateDoc.downloadUrl)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', privateDoc.downloadUrl, cast.otherVendor.cookie)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', privateDoc.downloadUrl, cast.vendor.cookie)).statusCode).toBe(200);

    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, publicDoc.id));
    expect(row!.downloadCount).toBe(1);
  });

  it('answers a draft’s documents as an unknown auction’s to everyone who may not see the draft', async () => {
    const draft = await createAuction(ctx, cast.vendor.cookie, { title: 'Draft plot in Nashik' });
    const doc: Document = (await upload(draft.id, cast.vendor.cookie, pdf('deed.pdf'), { isPublic: 'true' })).json();
    await call(ctx, 'POST', `/api/admin/documents/${doc.id}/review`, cast.admin.cookie, { decision: 'approve' });
    const unknown = await call(ctx, 'GET', `/api/auctions/00000000-0000-4000-8000-000000000000/documents`);
    expect(unknown.statusCode).toBe(404);
    for (const cookie of [undefined, cast.approvedBuyer.cookie, cast.otherVendor.cookie, cast.unapprovedVendor.cookie]) {
      const list = await call(ctx, 'GET', `/api/auctions/${draft.id}/documents`, cookie);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual(unknown.json());
      expect((await call(ctx, 'GET', doc.downloadUrl, cookie)).statusCode).toBe(404);
    }
    for (const cookie of [cast.vendor.cookie, cast.admin.cookie]) {
      expect((await call(ctx, 'GET', `/api/auctions/${draft.id}/documents`, cookie)).json().items).toHaveLength(1);
    }
  });

  it('keeps a pending public document hidden until it is approved', async () => {
    const doc: Document = (await upload(auction.id, cast.vendor.cookie, pdf(), { isPublic: 'true' })).json();
    expect((await call(ctx, 'GET', doc.downloadUrl)).statusCode).toBe(404);
  });
});

describe('review, visibility and deletion', () => {
  it('rejects with a reason, and requires one', async () => {
    const doc: Document = (await upload(auction.id, cast.vendor.cookie, pdf())).json();
    const noReason = await call(ctx, 'POST', `/api/admin/documents/${doc.id}/review`, cast.admin.cookie, { decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toBe(DOCUMENT_MESSAGES.reasonRequired);
    const res = await call(ctx, 'POST', `/api/admin/documents/${doc.id}/review`, cast.admin.cookie, {
      decision: 'reject',
      reason: 'Unsigned copy',
    });
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: 'Unsigned copy' });
    expect(await auditActionsFor(ctx, doc.id)).toEqual(expect.arrayContaining(['document.upload', 'document.review']));
  });

  it('lets the owning vendor make a document public or private', async () => {
    const doc: Document = (await upload(auction.id, cast.vendor.cookie, pdf())).json();
    const res = await call(ctx, 'PATCH', `/api/documents/${doc.id}`, cast.vendor.cookie, { isPublic: true });
    expect(res.json().isPublic).toBe(true);
    expect((await call(ctx, 'PATCH', `/api/documents/${doc.id}`, cast.otherVendor.cookie, { isPublic: false })).statusCode).toBe(403);
  });

  it('deletes the file with the row', async () => {
    const fresh = await createAuction(ctx, cast.vendor.cookie);
    const doc: Document = (await upload(fresh.id, cast.vendor.cookie, pdf())).json();
    expect(storedFiles(fresh.id)).toHaveLength(1);
    const res = await call(ctx, 'DELETE', `/api/documents/${doc.id}`, cast.vendor.cookie);
    expect(res.json()).toEqual({ id: doc.id, deleted: true });
    expect(storedFiles(fresh.id)).toEqual([]);
    expect(await auditActionsFor(ctx, doc.id)).toEqual(expect.arrayContaining(['document.delete']));
  });

  it('removes an auction’s documents when the auction is deleted', async () => {
    const fresh = await createAuction(ctx, cast.vendor.cookie);
    await upload(fresh.id, cast.vendor.cookie, pdf());
    expect((await call(ctx, 'DELETE', `/api/auctions/${fresh.id}`, cast.vendor.cookie)).statusCode).toBe(200);
    expect(existsSync(path.join(ctx.config.documentsDir, fresh.id))).toBe(false);
  });
});

describe('the admin document table', () => {
  it('lists every document with totals, tabs, search and filters', async () => {
    const local = await createTestApp();
    try {
      const c = await createCast(local);
      const a = await createAuction(local, c.admin.cookie, { title: 'Shop in Thane' });
      const send = async (fields: Record<string, string>) => {
        const body = await multipartBody([pdf('x.pdf')], fields);
        const res = await local.app.inject({
          method: 'POST',
          url: `/api/auctions/${a.id}/documents`,
          headers: { origin: ORIGIN, cookie: c.admin.cookie, ...body.headers },
          payload: body.payload,
        });
        return res.json() as Document;
      };
      const deed = await send({ type: 'title_deed', category: 'legal', name: 'Title deed' });
      const survey = await send({ type: 'survey_report', category: 'technical', name: 'Survey' });
      await send({ type: 'valuation', category: 'financial', name: 'Valuation' });
      await call(local, 'POST', `/api/admin/documents/${survey.id}/review`, c.admin.cookie, { decision: 'reject', reason: 'Old' });
      await call(local, 'POST', `/api/admin/documents/${deed.id}/review`, c.admin.cookie, { decision: 'approve' });

      const all = (await call(local, 'GET', '/api/admin/documents', c.admin.cookie)).json();
      expect(all.counts).toMatchObject({ total: 3, pending: 1, approved: 1, rejected: 1, legal: 1, technical: 1, totalDownloads: 0 });
      const names = async (query: string) =>
        (await call(local, 'GET', `/api/admin/documents?${query}`, c.admin.cookie)).json().items.map((d: Document) => d.name);
      expect(await names('tab=pending')).toEqual(['Valuation']);
      expect(await names('tab=legal')).toEqual(['Title deed']);
      expect(await names('tab=technical')).toEqual(['Survey']);
      expect(await names('tab=rejected')).toEqual(['Survey']);
      expect(await names('category=financial')).toEqual(['Valuation']);
      expect(await names('status=approved')).toEqual(['Title deed']);
      expect(await names('q=thane')).toHaveLength(3);
      expect(await names('q=survey')).toEqual(['Survey']);
    } finally {
      await local.close();
    }
  });
});
