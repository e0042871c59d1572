import { MAX_IMAGES_PER_AUCTION } from '../../../shared/domain/constants';
import type { AuctionImage } from '../../../shared/schemas/auction';
import { AUCTION_IMAGES_SEGMENT, UPLOAD_MESSAGES, type AuctionImagesResponse, type ImageArrange } from '../../../shared/schemas/upload';
import type { Db, Executor } from '../../db/client';
import { requireAuctionEditor, requireLister } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { NotFoundError, ValidationError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import { ImageTooLargeError, probeImage, UnsupportedImageError, type MediaStore, type StoredImage } from '../../lib/storage/storage';
import { FileTooLargeError, InvalidFileTypeError, TooManyFilesError } from '../../lib/storage/uploads';
import type { Publisher } from '../../realtime/bus';
import type { AuditService } from '../audit/audit.service';
import { publishAuctionChange } from './auction-events';
import { auctionImagesRepository } from './auction-images.repository';
import { toAuctionImage } from './auctions.dto';
import { auctionsRepository, type AuctionRow } from './auctions.repository';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

export type AuctionImagesDeps = { db: Db; media: MediaStore; audit: AuditService; events?: Publisher };

/** An auction's gallery: upload (checked, re-encoded, at most ten), remove, reorder, pick the cover. */
export function createAuctionImagesService({ db, media, audit, events }: AuctionImagesDeps) {
  async function load(id: string, ex: Executor = db, lock = false): Promise<AuctionRow> {
    const row = isUuid(id) ? await auctionsRepository.findById(ex, id, { lock }) : null;
    if (!row) throw new NotFoundError(AUCTION_MESSAGES.notFound);
    return row;
  }

  async function imagesOf(auctionId: string): Promise<AuctionImage[]> {
    return (await auctionImagesRepository.imagesFor(db, [auctionId])).map(toAuctionImage);
  }

  return {
    /** Who may upload is settled before the request body is read (the route calls this first). */
    assertCanUpload(actor: Actor | null) {
      requireLister(actor);
    },

    async add(actorOrNull: Actor | null, id: string, files: { data: Buffer }[]): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      const current = await load(id);
      const actor = requireAuctionEditor(actorOrNull, current);

      // Every file is checked, and the count too, before anything is written.
      for (const file of files) {
        try {
          await probeImage(file.data);
        } catch (err) {
          if (err instanceof ImageTooLargeError) throw new FileTooLargeError(UPLOAD_MESSAGES.dimensionsTooLarge);
          if (err instanceof UnsupportedImageError) throw new InvalidFileTypeError(UPLOAD_MESSAGES.invalidType);
          throw err;
        }
      }
      const before = await auctionImagesRepository.stats(db, id);
      if (before.count + files.length > MAX_IMAGES_PER_AUCTION) throw new TooManyFilesError(UPLOAD_MESSAGES.tooMany);

      const stored: StoredImage[] = [];
      const discard = () => Promise.all(stored.map((s) => media.removeAuctionImage(s.storageKey)));
      try {
        for (const file of files) stored.push(await media.saveAuctionImage(id, file.data));
      } catch {
        // NOTE: a file whose header probes fine but whose body does not decode fails here.
        await discard();
        throw new InvalidFileTypeError(UPLOAD_MESSAGES.invalidType);
      }

      try {
        await db.transaction(async (tx) => {
          const auction = await load(id, tx, true);
          requireAuctionEditor(actor, auction);
          const stats = await auctionImagesRepository.stats(tx, id);
          // Re-counted under the auction's row lock: two uploads at once cannot pass ten together.
          if (stats.count + stored.length > MAX_IMAGES_PER_AUCTION) throw new TooManyFilesError(UPLOAD_MESSAGES.tooMany);
          const rows = await auctionImagesRepository.insert(
            tx,
            stored.map((s, i) => ({
              auctionId: id,
              imageUrl: s.imageUrl,
              thumbUrl: s.thumbUrl,
              storageKey: s.storageKey,
              width: s.width,
              height: s.height,
              isPrimary: !stats.hasPrimary && i === 0,
              displayOrder: stats.maxOrder + 1 + i,
            })),
          );
          await audit.record(tx, actor, {
            action: 'auction.image.add',
            objectType: 'auction',
            objectId: id,
            after: { title: auction.title, added: rows.map((r) => r.imageUrl), count: stats.count + rows.length },
          });
        });
      } catch (err) {
        await discard();
        throw err;
      }
      publishAuctionChange(events, current, 'auction.updated');
      return { images: await imagesOf(id) };
    },

    async remove(actorOrNull: Actor | null, id: string, imageUrl: string): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      if (!imageUrl.includes(`/${AUCTION_IMAGES_SEGMENT}/`)) throw new ValidationError(UPLOAD_MESSAGES.invalidUrl);
      const removed = await db.transaction(async (tx) => {
        const auction = await load(id, tx, true);
        const actor = requireAuctionEditor(actorOrNull, auction);
        const image = await auctionImagesRepository.findByUrl(tx, id, imageUrl);
        if (!image) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
        await auctionImagesRepository.delete(tx, image.id);
        if (image.isPrimary) {
          // The next image in display order becomes primary, so a listing never loses its cover.
          const [next] = await auctionImagesRepository.imagesFor(tx, [id]);
          if (next) await auctionImagesRepository.update(tx, next.id, { isPrimary: true });
        }
        await audit.record(tx, actor, {
          action: 'auction.image.remove',
          objectType: 'auction',
          objectId: id,
          before: { title: auction.title, imageUrl: image.imageUrl, isPrimary: image.isPrimary },
        });
        return { image, auction };
      });
      await media.removeAuctionImage(removed.image.storageKey);
      publishAuctionChange(events, removed.auction, 'auction.updated');
      return { images: await imagesOf(id) };
    },

    async arrange(actorOrNull: Actor | null, id: string, input: ImageArrange): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      const auction = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireAuctionEditor(actorOrNull, current);
        const images = await auctionImagesRepository.imagesFor(tx, [id]);
        const ids = new Set(images.map((i) => i.id));
        if (input.primaryId !== undefined && !ids.has(input.primaryId)) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
        if (input.order) {
          if (input.order.length !== images.length || input.order.some((i) => !ids.has(i)) || new Set(input.order).size !== ids.size) {
            throw new ValidationError('The order must list every image of the auction once.');
          }
          for (const [index, imageId] of input.order.entries()) {
            await auctionImagesRepository.update(tx, imageId, { displayOrder: index });
          }
        }
        if (input.primaryId !== undefined) {
          for (const image of images) {
            const isPrimary = image.id === input.primaryId;
            if (image.isPrimary !== isPrimary) await auctionImagesRepository.update(tx, image.id, { isPrimary });
          }
        }
        await audit.record(tx, actor, {
          action: 'auction.image.arrange',
          objectType: 'auction',
          objectId: id,
          after: { title: current.title, order: input.order ?? null, primaryId: input.primaryId ?? null },
        });
        return current;
      });
      publishAuctionChange(events, auction, 'auction.updated');
      return { images: await imagesOf(id) };
    },
  };
}
export type AuctionImagesService = ReturnType<typeof createAuctionImagesService>;
