import path from 'node:path';
import { canReadManagedAuction, canViewAuction } from '../../../shared/domain/access';
import { DOCUMENT_CATEGORIES, type DocumentStatus } from '../../../shared/domain/constants';
import {
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  type AdminDocumentList,
  type AdminDocumentListQuery,
  type Document,
  type DocumentList,
  type DocumentReview,
  type DocumentUploadFields,
} from '../../../shared/schemas/document';
import type { Db } from '../../db/client';
import { checkDocument, UnsupportedDocumentError, type DocumentsStore } from '../../lib/storage/documents-store';
import { requireAdmin, requireDocumentWriter } from '../../lib/security/access';
import { NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import { cleanFileName, InvalidFileTypeError } from '../../lib/storage/uploads';
import type { Actor } from '../../lib/security/actor';
import type { AuditService } from '../audit/audit.service';
import { documentsRepository, type DocumentRow } from './documents.repository';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

type Listed = NonNullable<Awaited<ReturnType<typeof documentsRepository.findOne>>>;

const FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

function toDto(r: Listed): Document {
  const d = r.doc;
  return {
    id: d.id,
    auctionId: d.auctionId,
    auctionTitle: r.auctionTitle,
    name: d.name,
    type: d.type,
    category: d.category,
    mimeType: d.mimeType,
    fileType: FILE_TYPES[d.mimeType] ?? 'file',
    sizeBytes: d.sizeBytes,
    status: d.status,
    isPublic: d.isPublic,
    rejectionReason: d.rejectionReason,
    downloadCount: d.downloadCount,
    uploadedBy: d.uploadedBy,
    uploaderName: r.uploaderName,
    reviewedAt: d.reviewedAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    downloadUrl: `/api/documents/${d.id}/download`,
  };
}

function snapshot(d: DocumentRow) {
  return { name: d.name, auctionId: d.auctionId, type: d.type, category: d.category, status: d.status, isPublic: d.isPublic };
}

export function createDocumentsService({ db, store, audit }: { db: Db; store: DocumentsStore; audit: AuditService }) {
  async function auctionOrThrow(auctionId: string) {
    const auction = isUuid(auctionId) ? await documentsRepository.auctionOwner(db, auctionId) : null;
    if (!auction) throw new NotFoundError(AUCTION_MESSAGES.notFound);
    return auction;
  }

  async function one(id: string): Promise<Listed> {
    const row = isUuid(id) ? await documentsRepository.findOne(db, id) : null;
    if (!row) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
    return row;
  }

  /** Hidden documents, and every document of a draft its caller may not see, answer "not found", so their existence does not leak. */
  async function visible(actor: Actor | null, id: string): Promise<Listed> {
    const row = await one(id);
    const auction = { createdBy: row.auctionOwner, status: row.auctionStatus };
    const open = row.doc.status === 'approved' && row.doc.isPublic && canViewAuction(actor, auction);
    if (!open && !canReadManagedAuction(actor, auction)) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
    return row;
  }

  return {
    /** Access is checked before the body is read (the route calls this first). */
    async assertCanUpload(actor: Actor | null, auctionId: string) {
      const auction = await auctionOrThrow(auctionId);
      requireDocumentWriter(actor, auction);
    },

    async upload(
      actorOrNull: Actor | null,
      auctionId: string,
      fields: DocumentUploadFields,
      file: { filename: string; data: Buffer },
    ): Promise<Document> {
      const auction = await auctionOrThrow(auctionId);
      const actor = requireDocumentWriter(actorOrNull, auction);
      let checked;
      try {
        checked = await checkDocument(file.data);
      } catch (err) {
        if (err instanceof UnsupportedDocumentError) throw new InvalidFileTypeError(DOCUMENT_MESSAGES.invalidType);
        throw err;
      }
      const name = cleanFileName(fields.name || path.parse(file.filename || '').name || DOCUMENT_TYPE_LABELS[fields.type]);
      const storageKey = await store.save(auctionId, checked);
      try {
        const id = await db.transaction(async (tx) => {
          const row = await documentsRepository.insert(tx, {
            auctionId,
            name,
            type: fields.type,
            category: fields.category,
            storageKey,
            mimeType: checked.mimeType,
            sizeBytes: checked.data.length,
            isPublic: fields.isPublic,
            status: 'pending',
            uploadedBy: actor.userId,
          });
          await audit.record(tx, actor, {
            action: 'document.upload',
            objectType: 'document',
            objectId: row.id,
            after: { ...snapshot(row), auctionTitle: auction.title },
          });
          return row.id;
        });
        return toDto(await one(id));
      } catch (err) {
        await store.remove(storageKey);
        throw err;
      }
    },

    async listForAdmin(actorOrNull: Actor | null, query: AdminDocumentListQuery): Promise<AdminDocumentList> {
      requireAdmin(actorOrNull);
      const tab = query.tab;
      const tabStatus: DocumentStatus | undefined = tab === 'pending' || tab === 'rejected' ? tab : undefined;
      const tabCategory = (DOCUMENT_CATEGORIES as readonly string[]).includes(tab) ? (tab as 'legal' | 'technical') : undefined;
      const clash =
        (tabStatus && query.status && tabStatus !== query.status) || (tabCategory && query.category && tabCategory !== query.category);
      const filter = { q: query.q || undefined, status: tabStatus ?? query.status, category: tabCategory ?? query.category };
      const offset = (query.page - 1) * query.pageSize;
      const [rows, total, counts] = await Promise.all([
        clash ? [] : documentsRepository.list(db, filter, { limit: query.pageSize, offset }),
        clash ? 0 : documentsRepository.count(db, filter),
        documentsRepository.totals(db),
      ]);
      return { items: rows.map(toDto), total, counts };
    },

    async listForAuction(actor: Actor | null, auctionId: string): Promise<DocumentList> {
      const auction = await auctionOrThrow(auctionId);
      // NOTE: a draft answers as an unknown auction would, or its existence could be probed (decision 006).
      if (!canViewAuction(actor, auction)) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      const rows = await documentsRepository.listForAuction(db, auctionId, !canReadManagedAuction(actor, auction));
      return { items: rows.map(toDto) };
    },

    async pendingCount(): Promise<number> {
      return (await documentsRepository.totals(db)).pending;
    },

    async review(actorOrNull: Actor | null, id: string, input: DocumentReview): Promise<Document> {
      const actor = requireAdmin(actorOrNull);
      const before = await one(id);
      await db.transaction(async (tx) => {
        const after = (await documentsRepository.update(tx, id, {
          status: input.decision === 'approve' ? 'approved' : 'rejected',
          rejectionReason: input.decision === 'reject' ? input.reason! : null,
          reviewedBy: actor.userId,
          reviewedAt: new Date(),
        }))!;
        await audit.record(tx, actor, {
          action: 'document.review',
          objectType: 'document',
          objectId: id,
          before: snapshot(before.doc),
          after: { ...snapshot(after), reason: after.rejectionReason },
        });
      });
      return toDto(await one(id));
    },

    async setPublic(actorOrNull: Actor | null, id: string, isPublic: boolean): Promise<Document> {
      const before = await one(id);
      const actor = requireDocumentWriter(actorOrNull, { createdBy: before.auctionOwner });
      await db.transaction(async (tx) => {
        const after = (await documentsRepository.update(tx, id, { isPublic }))!;
        await audit.record(tx, actor, {
          action: 'document.visibility',
          objectType: 'document',
          objectId: id,
          before: snapshot(before.doc),
          after: snapshot(after),
        });
      });
      return toDto(await one(id));
    },

    async remove(actorOrNull: Actor | null, id: string) {
      const before = await one(id);
      const actor = requireDocumentWriter(actorOrNull, { createdBy: before.auctionOwner });
      await db.transaction(async (tx) => {
        await documentsRepository.delete(tx, id);
        await audit.record(tx, actor, {
          action: 'document.delete',
          objectType: 'document',
          objectId: id,
          before: snapshot(before.doc),
        });
      });
      await store.remove(before.doc.storageKey);
      return { id, deleted: true as const };
    },

    /** Opens the file for download and counts it. */
    async download(actor: Actor | null, id: string) {
      const row = await visible(actor, id);
      const stream = await store.open(row.doc.storageKey);
      if (!stream) throw new NotFoundError(DOCUMENT_MESSAGES.notFound);
      try {
        await documentsRepository.countDownload(db, id);
      } catch (err) {
        // An opened object holds a file or a connection to the store until it is read or destroyed.
        stream.destroy();
        throw err;
      }
      const extension = path.extname(row.doc.storageKey);
      const filename = row.doc.name.toLowerCase().endsWith(extension) ? row.doc.name : `${row.doc.name}${extension}`;
      return {
        stream,
        filename,
        mimeType: row.doc.mimeType,
        sizeBytes: row.doc.sizeBytes,
      };
    },
  };
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;
