import { isAdmin } from '../../../shared/domain/access';
import {
  LISTING_IMPORT_MESSAGES as M,
  type ImportIssue,
  type ImportMode,
  type ListingImport,
  type ListingImportList,
} from '../../../shared/schemas/listing-import';
import type { Db } from '../../db/client';
import { AppError, NotFoundError, ValidationError } from '../../lib/http/errors';
import { requireLister, requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { isUuid } from '../../lib/security/ids';
import { cleanFileName } from '../../lib/storage/uploads';
import type { DocumentsService } from '../documents/documents.service';
import type { AuctionImagesService } from './auction-images.service';
import type { AuctionsService } from './auctions.service';
import { checkSheet, SheetError, type CheckedRow } from './listing-import.sheet';
import { listingImportRepository as imports, type ListingImportRow } from './listing-import.repository';

export type ListingImportDeps = {
  db: Db;
  auctions: Pick<AuctionsService, 'createImported' | 'announceCreated'>;
  images: Pick<AuctionImagesService, 'add'>;
  documents: Pick<DocumentsService, 'upload'>;
  /** Rows written per transaction. */
  batchSize?: number;
  log?: { error: (obj: unknown, msg: string) => void };
};

/** The problems an import keeps and answers; the count says how many there were in all. */
const ISSUES_KEPT = 500;
/** An import still "importing" this long after it began was cut short by a stopped process. */
const INTERRUPTED_AFTER_MS = 30 * 60_000;
const RECENT = 10;
const BATCH_PAUSE_MS = 10;

function toDto(row: ListingImportRow): ListingImport {
  return {
    id: row.id,
    fileName: row.fileName,
    mode: row.mode,
    status: row.status,
    rows: row.rows,
    valid: row.valid,
    processed: row.processed,
    imported: row.imported,
    issues: row.issues,
    issueCount: row.issueCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

const messageOf = (err: unknown) => (err instanceof AppError ? err.message : 'The file could not be stored.');

/**
 * Bulk listing from a spreadsheet (issue 31, part 2). The whole file is read and every row checked
 * before anything is written; in "all or nothing" mode a file with any problem imports nothing. The
 * rows then become drafts in batches, each batch one transaction that also counts the progress the page
 * polls; photos and sale notices named in the zip follow through the images and documents services,
 * with their own checks, after the batch commits.
 */
export function createListingImportService({ db, auctions, images, documents, batchSize = 20, log }: ListingImportDeps) {
  const running = new Set<Promise<void>>();

  /** A checked row's files, after its listing is written: a file that fails is a problem of the row, not of the import. */
  async function attach(actor: Actor, row: CheckedRow, auctionId: string): Promise<ImportIssue[]> {
    const issues: ImportIssue[] = [];
    if (row.photos.length > 0) {
      try {
        await images.add(
          actor,
          auctionId,
          row.photos.map((p) => ({ data: p.data })),
        );
      } catch (err) {
        issues.push({ row: row.row, column: 'photos', message: messageOf(err) });
      }
    }
    if (row.saleNotice) {
      try {
        const fields = { name: 'Sale notice', type: 'sale_notice', category: 'legal', isPublic: true } as const;
        await documents.upload(actor, auctionId, fields, { filename: row.saleNotice.name, data: row.saleNotice.data });
      } catch (err) {
        issues.push({ row: row.row, column: 'sale_notice_file', message: messageOf(err), value: row.saleNotice.name });
      }
    }
    return issues;
  }

  async function run(actor: Actor, id: string, rows: CheckedRow[]): Promise<void> {
    const late: ImportIssue[] = [];
    try {
      for (let i = 0; i < rows.length; i += batchSize) {
        const batch = rows.slice(i, i + batchSize);
        const written = await db.transaction(async (tx) => {
          const out = [];
          for (const row of batch) out.push({ row, auction: await auctions.createImported(tx, actor, row.input) });
          await imports.progressed(tx, id, batch.length, batch.length);
          return out;
        });
        for (const { row, auction } of written) {
          auctions.announceCreated(auction);
          late.push(...(await attach(actor, row, auction.id)));
        }
        // NOTE: the embedded database serves one statement at a time; a pause between batches lets the
        // requests queued behind a batch (bids, pages, this import's own progress) go first.
        await new Promise((resolve) => setTimeout(resolve, BATCH_PAUSE_MS));
      }
      await imports.finish(db, id, 'done', late);
    } catch (err) {
      log?.error({ err, importId: id }, 'listing import failed');
      await imports.finish(db, id, 'failed', late).catch(() => undefined);
    }
  }

  async function find(actor: Actor | null, id: string): Promise<ListingImportRow> {
    const caller = requireSignedIn(actor);
    const row = isUuid(id) ? await imports.find(db, id, isAdmin(caller) ? null : caller.userId) : null;
    if (!row) throw new NotFoundError(M.notFound);
    if (row.status === 'importing' && Date.now() - row.createdAt.getTime() > INTERRUPTED_AFTER_MS) {
      await imports.failInterrupted(db, new Date(Date.now() - INTERRUPTED_AFTER_MS));
      return { ...row, status: 'failed' };
    }
    return row;
  }

  return {
    async start(
      actorOrNull: Actor | null,
      upload: { fileName: string; sheet: Buffer; zip: Buffer | null; mode: ImportMode },
    ): Promise<ListingImport> {
      const actor = requireLister(actorOrNull);
      let checked;
      try {
        checked = await checkSheet(upload.sheet, upload.zip);
      } catch (err) {
        if (err instanceof SheetError) throw ValidationError.at('file', err.message);
        throw err;
      }
      const rejected = checked.issues.length > 0 && upload.mode === 'all_or_nothing';
      const rows = rejected ? [] : checked.valid;
      const status = rejected ? 'rejected' : rows.length === 0 ? 'done' : 'importing';
      const row = await imports.insert(db, {
        createdBy: actor.userId,
        fileName: cleanFileName(upload.fileName || 'listings'),
        mode: upload.mode,
        status,
        rows: checked.rows,
        valid: checked.valid.length,
        issues: checked.issues.slice(0, ISSUES_KEPT),
        issueCount: checked.issues.length,
        finishedAt: status === 'importing' ? null : new Date(),
      });
      if (status === 'importing') {
        const job = run(actor, row.id, rows).finally(() => running.delete(job));
        running.add(job);
      }
      return toDto(row);
    },

    async get(actor: Actor | null, id: string): Promise<ListingImport> {
      return toDto(await find(actor, id));
    },

    async recent(actor: Actor | null): Promise<ListingImportList> {
      const caller = requireSignedIn(actor);
      return { items: (await imports.recent(db, caller.userId, RECENT)).map(toDto) };
    },

    /** Every import this process runs, finished: the server waits for them before it closes. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
export type ListingImportService = ReturnType<typeof createListingImportService>;
