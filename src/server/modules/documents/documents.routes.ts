import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/constants';
import {
  AdminDocumentListQuerySchema,
  DOCUMENT_MESSAGES,
  DocumentReviewSchema,
  DocumentUpdateSchema,
  DocumentUploadFieldsSchema,
} from '../../../shared/schemas/document';
import { HTTP, ValidationError } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import { readUploads } from '../../lib/uploads';
import type { DocumentsService } from './documents.service';

const IdParams = z.object({ id: z.string() });

export async function documentsRoutes(
  app: FastifyInstance,
  { documents, getActor }: { documents: DocumentsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auctions/:id/documents', { schema: { params: IdParams } }, async (req, reply) => {
    const actor = await getActor(req);
    await documents.assertCanUpload(actor, req.params.id);
    const { files, fields } = await readUploads(req, {
      maxFileBytes: MAX_DOCUMENT_BYTES,
      maxFiles: 1,
      messages: { tooLarge: DOCUMENT_MESSAGES.tooLarge, tooMany: DOCUMENT_MESSAGES.noFile, noFile: DOCUMENT_MESSAGES.noFile },
    });
    const parsed = DocumentUploadFieldsSchema.safeParse(fields);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
      throw new ValidationError(issues[0]!.message, issues);
    }
    const doc = await documents.upload(actor, req.params.id, parsed.data, files[0]!);
    return reply.status(HTTP.CREATED).send(doc);
  });

  r.get('/api/auctions/:id/documents', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return documents.listForAuction(await getActor(req), req.params.id);
  });

  r.get('/api/admin/documents', { schema: { querystring: AdminDocumentListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return documents.listForAdmin(await getActor(req), req.query);
  });

  r.post('/api/admin/documents/:id/review', { schema: { params: IdParams, body: DocumentReviewSchema } }, async (req) =>
    documents.review(await getActor(req), req.params.id, req.body),
  );

  r.patch('/api/documents/:id', { schema: { params: IdParams, body: DocumentUpdateSchema } }, async (req) =>
    documents.setPublic(await getActor(req), req.params.id, req.body.isPublic),
  );

  r.delete('/api/documents/:id', { schema: { params: IdParams } }, async (req) => documents.remove(await getActor(req), req.params.id));

  r.get('/api/documents/:id/download', { schema: { params: IdParams } }, async (req, reply) => {
    const file = await documents.download(await getActor(req), req.params.id);
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_');
    return reply
      .header('content-type', file.mimeType)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
