import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_DOCUMENT_BYTES } from '../../../shared/domain/constants';
import {
  AdminDocumentListQuerySchema,
  AdminDocumentListSchema,
  DOCUMENT_MESSAGES,
  DocumentListSchema,
  DocumentReviewSchema,
  DocumentSchema,
  DocumentUpdateSchema,
  DocumentUploadFieldsSchema,
} from '../../../shared/schemas/document';
import { HTTP, ValidationError } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, documentOnly, errors } from '../../lib/http/openapi';
import { readUploads } from '../../lib/storage/uploads';
import type { DocumentsService } from './documents.service';

const signedIn = { session: 'signedIn' } as const;

/** The multipart body of a document upload, for the API document. */
const DocumentUploadSchema = DocumentUploadFieldsSchema.extend({
  file: z.file().describe('One PDF, JPEG, PNG or WebP file of at most 20 MB'),
});

/** Documents of an auction: uploads (admin, its own approved vendor), review, visibility and downloads. */
export async function documentsRoutes(
  app: FastifyInstance,
  { documents, getActor }: { documents: DocumentsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auctions/:id/documents',
    {
      schema: {
        ...describeRoute('documents', 'Upload a document of an auction (multipart); it awaits an admin’s review', signedIn),
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: DocumentUploadSchema,
        response: { 201: DocumentSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
      validatorCompiler: documentOnly,
    },
    async (req, reply) => {
      const { id } = IdParams.parse(req.params);
      const actor = await getActor(req);
      await documents.assertCanUpload(actor, id);
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
      return reply.status(HTTP.CREATED).send(await documents.upload(actor, id, parsed.data, files[0]!));
    },
  );

  r.get(
    '/api/auctions/:id/documents',
    {
      schema: {
        ...describeRoute('documents', 'An auction’s documents: approved public ones for anyone, all of them for those who manage it', {
          session: 'optional',
        }),
        params: IdParams,
        response: { 200: DocumentListSchema, ...errors(404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return documents.listForAuction(await getActor(req), req.params.id);
    },
  );

  r.get(
    '/api/admin/documents',
    {
      schema: {
        ...describeRoute('documents', 'Admin: every document, filtered and paged, with totals', signedIn),
        querystring: AdminDocumentListQuerySchema,
        response: { 200: AdminDocumentListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return documents.listForAdmin(await getActor(req), req.query);
    },
  );

  r.post(
    '/api/admin/documents/:id/review',
    {
      schema: {
        ...describeRoute('documents', 'Admin: approve a document, or reject it with a reason', signedIn),
        params: IdParams,
        body: DocumentReviewSchema,
        response: { 200: DocumentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => documents.review(await getActor(req), req.params.id, req.body),
  );

  r.patch(
    '/api/documents/:id',
    {
      schema: {
        ...describeRoute('documents', 'Make a document public or private (admin, or the auction’s own approved vendor)', signedIn),
        params: IdParams,
        body: DocumentUpdateSchema,
        response: { 200: DocumentSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => documents.setPublic(await getActor(req), req.params.id, req.body.isPublic),
  );

  r.delete(
    '/api/documents/:id',
    {
      schema: {
        ...describeRoute('documents', 'Delete a document and its file (admin, or the auction’s own approved vendor)', signedIn),
        params: IdParams,
        response: { 200: z.object({ id: z.string(), deleted: z.literal(true) }), ...errors(401, 403, 404) },
      },
    },
    async (req) => documents.remove(await getActor(req), req.params.id),
  );

  r.get(
    '/api/documents/:id/download',
    {
      schema: {
        ...describeRoute('documents', 'Download a document (hidden ones are 404 to those who may not see them)', { session: 'optional' }),
        params: IdParams,
        response: {
          200: {
            description: 'The file, as an attachment',
            content: { 'application/octet-stream': { schema: z.string().describe('The file’s bytes, with its own content type') } },
          },
          ...errors(404),
        },
      },
    },
    async (req, reply) => {
      const file = await documents.download(await getActor(req), req.params.id);
      const ascii = file.filename.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream as never);
    },
  );
}
