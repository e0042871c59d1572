import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_AUCTION } from '../../../shared/domain/constants';
import { AuctionCreateSchema, AuctionUpdateSchema, ManagedAuctionListQuerySchema } from '../../../shared/schemas/auction-form';
import { ImageArrangeSchema, ImageRemoveSchema, UPLOAD_MESSAGES } from '../../../shared/schemas/upload';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import { readUploads } from '../../lib/uploads';
import type { AuctionEditingService } from './auction-editing.service';
import type { AuctionImagesService } from './auction-images.service';

const IdParams = z.object({ id: z.string() });

/** Auction writes (admin, verified vendor), images, and the admin's and vendor's listing tables. */
export async function managedAuctionsRoutes(
  app: FastifyInstance,
  { editing, images, getActor }: { editing: AuctionEditingService; images: AuctionImagesService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/auctions', { schema: { body: AuctionCreateSchema } }, async (req, reply) => {
    const auction = await editing.create(await getActor(req), req.body);
    return reply.status(HTTP.CREATED).send(auction);
  });

  r.patch('/api/auctions/:id', { schema: { params: IdParams, body: AuctionUpdateSchema } }, async (req) =>
    editing.update(await getActor(req), req.params.id, req.body),
  );

  r.delete('/api/auctions/:id', { schema: { params: IdParams } }, async (req) => editing.remove(await getActor(req), req.params.id));

  r.post('/api/auctions/:id/approve', { schema: { params: IdParams } }, async (req) => editing.approve(await getActor(req), req.params.id));

  r.post('/api/auctions/:id/images', { schema: { params: IdParams } }, async (req, reply) => {
    // Who may upload is settled before the body is read.
    images.assertCanUpload(await getActor(req));
    const { files } = await readUploads(req, {
      maxFileBytes: MAX_IMAGE_BYTES,
      maxFiles: MAX_IMAGES_PER_AUCTION,
      messages: { tooLarge: UPLOAD_MESSAGES.tooLarge, tooMany: UPLOAD_MESSAGES.tooMany, noFile: UPLOAD_MESSAGES.noFile },
    });
    const result = await images.add(await getActor(req), req.params.id, files);
    return reply.status(HTTP.CREATED).send(result);
  });

  r.delete('/api/auctions/:id/images', { schema: { params: IdParams, body: ImageRemoveSchema } }, async (req) =>
    images.remove(await getActor(req), req.params.id, req.body.imageUrl),
  );

  r.patch('/api/auctions/:id/images', { schema: { params: IdParams, body: ImageArrangeSchema } }, async (req) =>
    images.arrange(await getActor(req), req.params.id, req.body),
  );

  r.get('/api/admin/auctions', { schema: { querystring: ManagedAuctionListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return editing.listForAdmin(await getActor(req), req.query);
  });

  r.get('/api/admin/auctions/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return editing.get(await getActor(req), req.params.id, 'admin');
  });

  r.get('/api/vendor/auctions', { schema: { querystring: ManagedAuctionListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return editing.listForVendor(await getActor(req), req.query);
  });

  r.get('/api/vendor/auctions/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return editing.get(await getActor(req), req.params.id, 'vendor');
  });
}
