import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_AUCTION } from '../../../shared/domain/constants';
import {
  AuctionCreateSchema,
  AuctionUpdateSchema,
  DeletedSchema,
  ManagedAuctionListQuerySchema,
  ManagedAuctionListSchema,
  ManagedAuctionSchema,
} from '../../../shared/schemas/auction-form';
import { AuctionImagesResponseSchema, ImageArrangeSchema, ImageRemoveSchema, UPLOAD_MESSAGES } from '../../../shared/schemas/upload';
import { ActionNoteSchema } from '../../../shared/schemas/action-reason';
import { HTTP } from '../../lib/http/errors';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, documentOnly, errors } from '../../lib/http/openapi';
import { readUploads } from '../../lib/storage/uploads';
import type { AuctionsService } from './auctions.service';
import type { AuctionImagesService } from './auction-images.service';

const signedIn = { session: 'signedIn' } as const;

/** The multipart body of an image upload, for the API document. */
const ImagesUploadSchema = z.object({
  images: z.array(z.file()).describe(`Up to ${MAX_IMAGES_PER_AUCTION} JPEG, PNG or WebP files of at most 5 MB each`),
});

/** Auction writes (admin, verified vendor), images, and the admin's and vendor's listing tables. */
export async function auctionsRoutes(
  app: FastifyInstance,
  { editing, images, getActor }: { editing: AuctionsService; images: AuctionImagesService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auctions',
    {
      schema: {
        ...describeRoute('auctions', 'Create an auction (admin; an approved vendor’s is a draft awaiting approval)', signedIn),
        body: AuctionCreateSchema,
        response: { 201: ManagedAuctionSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await editing.create(await getActor(req), req.body)),
  );

  r.patch(
    '/api/auctions/:id',
    {
      schema: {
        ...describeRoute('auctions', 'Edit an auction (admin; its vendor while it is a draft)', signedIn),
        params: IdParams,
        body: AuctionUpdateSchema,
        response: { 200: ManagedAuctionSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => editing.update(await getActor(req), req.params.id, req.body),
  );

  r.delete(
    '/api/auctions/:id',
    {
      schema: {
        ...describeRoute('auctions', 'Delete an auction with its images and documents (admin; its vendor while it is a draft)', signedIn),
        params: IdParams,
        response: { 200: DeletedSchema, ...errors(401, 403, 404) },
      },
    },
    async (req) => editing.remove(await getActor(req), req.params.id),
  );

  r.post(
    '/api/auctions/:id/approve',
    {
      schema: {
        ...describeRoute('auctions', 'Admin: approve a draft, which becomes upcoming', {
          ...signedIn,
          description: 'An optional `reason` goes to the audit log (decision 042); no body is fine.',
        }),
        params: IdParams,
        body: ActionNoteSchema.nullish(),
        response: { 200: ManagedAuctionSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => editing.approve(await getActor(req), req.params.id, req.body?.reason),
  );

  r.post(
    '/api/auctions/:id/images',
    {
      schema: {
        ...describeRoute('auctions', 'Add images to an auction (multipart); each is checked, re-encoded and stored in two sizes', signedIn),
        consumes: ['multipart/form-data'],
        params: IdParams,
        body: ImagesUploadSchema,
        response: { 201: AuctionImagesResponseSchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
      validatorCompiler: documentOnly,
    },
    async (req, reply) => {
      // Who may upload is settled before the body is read.
      images.assertCanUpload(await getActor(req));
      const { files } = await readUploads(req, {
        maxFileBytes: MAX_IMAGE_BYTES,
        maxFiles: MAX_IMAGES_PER_AUCTION,
        messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, tooMany: UPLOAD_MESSAGES.tooMany, noFile: UPLOAD_MESSAGES.noFile },
      });
      return reply.status(HTTP.CREATED).send(await images.add(await getActor(req), IdParams.parse(req.params).id, files));
    },
  );

  r.delete(
    '/api/auctions/:id/images',
    {
      schema: {
        ...describeRoute('auctions', 'Remove one image; the next becomes the cover if it was', signedIn),
        params: IdParams,
        body: ImageRemoveSchema,
        response: { 200: AuctionImagesResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => images.remove(await getActor(req), req.params.id, req.body.imageUrl),
  );

  r.patch(
    '/api/auctions/:id/images',
    {
      schema: {
        ...describeRoute('auctions', 'Reorder the images and choose the cover', signedIn),
        params: IdParams,
        body: ImageArrangeSchema,
        response: { 200: AuctionImagesResponseSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => images.arrange(await getActor(req), req.params.id, req.body),
  );

  r.get(
    '/api/admin/auctions',
    {
      schema: {
        ...describeRoute('auctions', 'Admin: every auction for the management table, with tab counts and filters', signedIn),
        querystring: ManagedAuctionListQuerySchema,
        response: { 200: ManagedAuctionListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return editing.listForAdmin(await getActor(req), req.query);
    },
  );

  r.get(
    '/api/admin/auctions/:id',
    {
      schema: {
        ...describeRoute('auctions', 'Admin: one auction with its reserve price', signedIn),
        params: IdParams,
        response: { 200: ManagedAuctionSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return editing.get(await getActor(req), req.params.id, 'admin');
    },
  );

  r.get(
    '/api/vendor/auctions',
    {
      schema: {
        ...describeRoute('auctions', 'Vendor: their own auctions, with tab counts and filters', signedIn),
        querystring: ManagedAuctionListQuerySchema,
        response: { 200: ManagedAuctionListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return editing.listForVendor(await getActor(req), req.query);
    },
  );

  r.get(
    '/api/vendor/auctions/:id',
    {
      schema: {
        ...describeRoute('auctions', 'Vendor: one of their auctions with its reserve price', signedIn),
        params: IdParams,
        response: { 200: ManagedAuctionSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return editing.get(await getActor(req), req.params.id, 'vendor');
    },
  );
}
