import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IMPORT_MODES,
  IMPORT_SHEET_MAX_BYTES,
  IMPORT_ZIP_MAX_BYTES,
  LISTING_IMPORT_MESSAGES as M,
  ListingImportListSchema,
  ListingImportSchema,
} from '../../../shared/schemas/listing-import';
import { HTTP, ValidationError } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, documentOnly, errors } from '../../lib/http/openapi';
import { requireLister } from '../../lib/security/access';
import { FileTooLargeError, readUploads } from '../../lib/storage/uploads';
import { templateCsv, templateXlsx } from './listing-import.sheet';
import type { ListingImportService } from './listing-import.service';

const signedIn = { session: 'signedIn' } as const;
const WHO = 'Approved vendors and admins.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const ImportUploadSchema = z.object({
  mode: z.enum(IMPORT_MODES).describe('all_or_nothing: import nothing unless every row passes; valid_rows: import the rows that pass'),
  file: z.file().describe('The spreadsheet: CSV (UTF-8) or XLSX, at most 1,000 rows and 5 MB'),
  attachments: z.file().optional().describe('A zip of the photos and sale notices the rows name, at most 200 MB'),
});
const ImportModeField = ImportUploadSchema.shape.mode;
const file = (type: string, description: string) => ({ description, content: { [type]: { schema: z.string().describe(description) } } });

/** Bulk listing from a spreadsheet (issue 31, part 2): the template, the upload, its progress. */
export async function listingImportRoutes(
  app: FastifyInstance,
  { imports, getActor }: { imports: ListingImportService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onClose', async () => imports.idle());

  r.get(
    '/api/vendor/listing-imports/template.csv',
    {
      schema: {
        ...describeRoute('auctions', 'The import template as CSV: the columns and an example row', { ...signedIn, description: WHO }),
        response: { 200: file('text/csv', 'The template'), ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      requireLister(await getActor(req));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="neelami-listings-template.csv"')
        .send(templateCsv());
    },
  );

  r.get(
    '/api/vendor/listing-imports/template.xlsx',
    {
      schema: {
        ...describeRoute('auctions', 'The import template as XLSX: a Listings sheet and a Columns sheet documenting each column', {
          ...signedIn,
          description: WHO,
        }),
        response: { 200: file(XLSX, 'The template'), ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      requireLister(await getActor(req));
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="neelami-listings-template.xlsx"')
        .send((await templateXlsx()) as never);
    },
  );

  r.post(
    '/api/vendor/listing-imports',
    {
      schema: {
        ...describeRoute(
          'auctions',
          'Import listings from a spreadsheet (multipart): every row checked with the form’s rules; the valid ones become drafts in the background',
          { ...signedIn, description: WHO },
        ),
        consumes: ['multipart/form-data'],
        body: ImportUploadSchema,
        response: { 202: ListingImportSchema, ...errors(400, 401, 403, 413) },
      },
      validatorCompiler: documentOnly,
    },
    async (req, reply) => {
      const actor = requireLister(await getActor(req));
      const { files, fields } = await readUploads(req, {
        maxFileBytes: IMPORT_ZIP_MAX_BYTES,
        maxFiles: 2,
        messages: { tooLarge: M.tooLarge, tooMany: M.fileRequired, noFile: M.fileRequired },
      });
      const sheet = files.find((f) => f.fieldname === 'file');
      if (!sheet) throw ValidationError.at('file', M.fileRequired);
      if (sheet.data.length > IMPORT_SHEET_MAX_BYTES) throw new FileTooLargeError(M.tooLarge);
      const mode = ImportModeField.safeParse(fields.mode ?? 'all_or_nothing');
      if (!mode.success) throw ValidationError.at('mode', mode.error.issues[0]!.message);
      const zip = files.find((f) => f.fieldname === 'attachments')?.data ?? null;
      const started = await imports.start(actor, { fileName: sheet.filename ?? 'listings', sheet: sheet.data, zip, mode: mode.data });
      return reply.status(HTTP.ACCEPTED).send(started);
    },
  );

  r.get(
    '/api/vendor/listing-imports',
    {
      schema: {
        ...describeRoute('auctions', 'The caller’s ten most recent imports, newest first', signedIn),
        response: { 200: ListingImportListSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return imports.recent(await getActor(req));
    },
  );

  r.get(
    '/api/vendor/listing-imports/:id',
    {
      schema: {
        ...describeRoute(
          'auctions',
          'An import: its progress while it runs, then how many rows became drafts and every problem found',
          signedIn,
        ),
        params: IdParams,
        response: { 200: ListingImportSchema, ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return imports.get(await getActor(req), req.params.id);
    },
  );
}
