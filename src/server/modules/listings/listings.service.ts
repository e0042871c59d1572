import { MAX_IMAGES_PER_AUCTION, type AuctionStatus } from '../../../shared/domain/constants';
import {
  AUCTION_FORM_MESSAGES,
  type AuctionCounts,
  type AuctionTab,
  type AuctionCreate,
  type AuctionUpdate,
  type Deleted,
  type ManagedAuction,
  type ManagedAuctionList,
  type ManagedAuctionListQuery,
} from '../../../shared/schemas/auction-form';
import type { AuctionImage } from '../../../shared/schemas/auction';
import { AUCTION_IMAGES_SEGMENT, UPLOAD_MESSAGES, type AuctionImagesResponse, type ImageArrange } from '../../../shared/schemas/upload';
import type { Db, Executor } from '../../db/client';
import type { DocumentsStore } from '../../lib/documents-store';
import { ConflictError, ForbiddenError, NotApprovedError, NotFoundError, ValidationError } from '../../lib/errors';
import { requireSignedIn } from '../../lib/http';
import { isUuid } from '../../lib/ids';
import { ImageTooLargeError, probeImage, UnsupportedImageError, type MediaStore, type StoredImage } from '../../lib/storage';
import { FileTooLargeError, InvalidFileTypeError, TooManyFilesError } from '../../lib/uploads';
import type { Publisher } from '../../realtime/bus';
import { toAuctionDto, toAuctionImage } from '../auctions/auctions.dto';
import type { AuditService } from '../audit/audit.service';
import type { Actor } from '../users/users.service';
import { listingsRepository, type AuctionImageRow, type AuctionRow, type NewAuctionRow } from './listings.repository';

const M = AUCTION_FORM_MESSAGES;

export type ListingsDeps = {
  db: Db;
  media: MediaStore;
  documents: DocumentsStore;
  audit: AuditService;
  events?: Publisher;
};

export function toManagedAuction(row: AuctionRow, images: AuctionImageRow[]): ManagedAuction {
  return { ...toAuctionDto(row, images), reservePrice: row.reservePrice };
}

/** What the audit log keeps of an auction (reserve included: only admins read the log). */
function snapshot(row: AuctionRow) {
  return {
    title: row.title,
    status: row.status,
    location: row.location,
    propertyType: row.propertyType,
    category: row.category,
    startingBid: row.startingBid,
    reservePrice: row.reservePrice,
    emdAmount: row.emdAmount,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    featured: row.featured,
    createdBy: row.createdBy,
  };
}

/**
 * Who may list: admins, and vendors whose profile an admin has verified (spec §1, §6).
 */
export function requireLister(actor: Actor | null): Actor {
  const a = requireSignedIn(actor);
  if (a.role === 'admin') return a;
  if (a.role !== 'vendor') throw new ForbiddenError();
  if (a.profile?.verificationStatus !== 'verified') throw new NotApprovedError(M.vendorNotApproved);
  return a;
}

/**
 * Admins manage every auction. A verified vendor manages only their own, and only while it is a
 * draft: drafts are the submissions awaiting approval, and an approved listing changes through an
 * admin (docs/decisions: vendor listings).
 */
function requireManage(actor: Actor | null, row: AuctionRow): Actor {
  const a = requireLister(actor);
  if (a.role === 'admin') return a;
  if (row.createdBy !== a.userId) throw new ForbiddenError('You can only manage your own auctions.');
  if (row.status !== 'draft') throw new ForbiddenError(M.vendorEditsDraftsOnly);
  return a;
}

const FORM_STATUS_CHANGEABLE: readonly AuctionStatus[] = ['draft', 'upcoming'];

export function createListingsService({ db, media, documents, audit, events }: ListingsDeps) {
  async function load(id: string, ex: Executor = db, lock = false): Promise<AuctionRow> {
    const row = isUuid(id) ? await listingsRepository.findAuction(ex, id, { lock }) : null;
    if (!row) throw new NotFoundError('Auction not found');
    return row;
  }

  async function managed(row: AuctionRow, ex: Executor = db): Promise<ManagedAuction> {
    return toManagedAuction(row, await listingsRepository.imagesFor(ex, [row.id]));
  }

  async function imagesOf(auctionId: string, ex: Executor = db): Promise<AuctionImage[]> {
    return (await listingsRepository.imagesFor(ex, [auctionId])).map(toAuctionImage);
  }

  /**
   * Announces a committed change. Admin screens hear everything; the public topics hear the whole
   * state only of auctions that are or were public. NOTE: a draft's change still goes out on
   * `auctions` as a bare id, so listing caches (which show drafts to their owners) refresh without
   * anyone learning what the draft is.
   */
  function publishChange(row: AuctionRow, event: 'auction.created' | 'auction.updated', wasPublic = false) {
    const data = {
      auctionId: row.id,
      status: row.status,
      title: row.title,
      currentBid: row.currentBid,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime.toISOString(),
    };
    events?.publish('admin', event, data);
    if (row.status === 'draft' && !wasPublic) {
      events?.publish('auctions', 'auction.updated', { auctionId: row.id });
      return;
    }
    events?.publish('auctions', event, data);
    if (event === 'auction.updated') events?.publish(`auction:${row.id}`, event, data);
  }

  type StatusTally = { status: AuctionStatus; n: number }[];

  function countsOf(rows: StatusTally): AuctionCounts {
    const by = (s: AuctionStatus) => rows.find((r) => r.status === s)?.n ?? 0;
    return {
      total: rows.reduce((sum, r) => sum + r.n, 0),
      live: by('live'),
      upcoming: by('upcoming'),
      ended: by('ended'),
      drafts: by('draft'),
    };
  }

  /** The five cards: every auction of the caller (all of them for an admin). */
  async function counts(createdBy?: string): Promise<AuctionCounts> {
    return countsOf(await listingsRepository.countByStatus(db, { createdBy }));
  }

  const TAB_STATUS: Record<Exclude<AuctionTab, 'all'>, AuctionStatus> = {
    live: 'live',
    upcoming: 'upcoming',
    ended: 'ended',
    drafts: 'draft',
  };

  /**
   * One page of the tab's rows for the search and the Advanced Filters, all applied in SQL; the
   * tab badges and the paging total are counted for the same filters, the cards over everything.
   */
  async function list(query: ManagedAuctionListQuery, createdBy?: string): Promise<ManagedAuctionList> {
    const searched = { createdBy, q: query.q || undefined };
    const filtered = {
      ...searched,
      propertyType: query.propertyType,
      featured: query.featured,
      withReserve: query.withReserve,
      withBids: query.withBids,
    };
    const advanced = [query.propertyType, query.featured, query.withReserve, query.withBids].some((f) => f !== undefined);
    const status = query.tab === 'all' ? undefined : TAB_STATUS[query.tab];
    const offset = (query.page - 1) * query.pageSize;
    const [rows, matching, beforeFilters, everything] = await Promise.all([
      listingsRepository.listManaged(db, { ...filtered, status }, { limit: query.pageSize, offset }),
      listingsRepository.countByStatus(db, filtered),
      advanced ? listingsRepository.countByStatus(db, searched) : null,
      counts(createdBy),
    ]);
    const inTab = (tally: StatusTally) => (status ? (tally.find((r) => r.status === status)?.n ?? 0) : countsOf(tally).total);
    const images = await listingsRepository.imagesFor(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) =>
        toManagedAuction(
          r,
          images.filter((i) => i.auctionId === r.id),
        ),
      ),
      total: inTab(matching),
      searchTotal: inTab(beforeFilters ?? matching),
      counts: everything,
      tabCounts: countsOf(matching),
    };
  }

  return {
    async create(actorOrNull: Actor | null, input: AuctionCreate): Promise<ManagedAuction> {
      const actor = requireLister(actorOrNull);
      const isAdmin = actor.role === 'admin';
      const status: AuctionStatus = isAdmin ? (input.status ?? 'draft') : 'draft';
      if (!FORM_STATUS_CHANGEABLE.includes(status)) {
        throw new ValidationError(M.statusByAction, [{ path: 'status', message: M.statusByAction }]);
      }
      const values: NewAuctionRow = {
        title: input.title,
        description: input.description,
        location: input.location,
        address: input.address ?? null,
        propertyType: input.propertyType,
        category: input.category ?? null,
        areaSqFt: input.areaSqFt ?? null,
        startingBid: input.startingBid,
        reservePrice: input.reservePrice ?? null,
        emdAmount: input.emdAmount,
        startTime: new Date(input.startTime),
        endTime: new Date(input.endTime),
        // NOTE: vendors cannot feature their own listing or skip approval.
        featured: isAdmin ? input.featured : false,
        status,
        currentBid: input.startingBid,
        biddersCount: 0,
        createdBy: actor.userId,
      };
      const row = await db.transaction(async (tx) => {
        const inserted = await listingsRepository.insertAuction(tx, values);
        await audit.record(tx, actor, {
          action: 'auction.create',
          objectType: 'auction',
          objectId: inserted.id,
          after: snapshot(inserted),
        });
        return inserted;
      });
      publishChange(row, 'auction.created');
      return toManagedAuction(row, []);
    },

    async update(actorOrNull: Actor | null, id: string, input: AuctionUpdate): Promise<ManagedAuction> {
      requireLister(actorOrNull);
      const row = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireManage(actorOrNull, current);
        const isAdmin = actor.role === 'admin';

        const patch: Partial<NewAuctionRow> = {};
        if (input.title !== undefined) patch.title = input.title;
        if (input.description !== undefined) patch.description = input.description;
        if (input.location !== undefined) patch.location = input.location;
        if (input.address !== undefined) patch.address = input.address;
        if (input.propertyType !== undefined) patch.propertyType = input.propertyType;
        if (input.category !== undefined) patch.category = input.category;
        if (input.areaSqFt !== undefined) patch.areaSqFt = input.areaSqFt;
        if (input.reservePrice !== undefined) patch.reservePrice = input.reservePrice;
        if (input.emdAmount !== undefined) patch.emdAmount = input.emdAmount;
        if (input.startingBid !== undefined) patch.startingBid = input.startingBid;
        if (input.startTime !== undefined) patch.startTime = new Date(input.startTime);
        if (input.endTime !== undefined) patch.endTime = new Date(input.endTime);
        if (isAdmin && input.featured !== undefined) patch.featured = input.featured;

        if (isAdmin && input.status !== undefined && input.status !== current.status) {
          // NOTE: live and ended are reached only through Start/End (with the winner computed there),
          // and a running or finished auction is never sent back to draft or upcoming.
          if (!FORM_STATUS_CHANGEABLE.includes(input.status) || !FORM_STATUS_CHANGEABLE.includes(current.status)) {
            throw new ConflictError(M.statusByAction, 'STATUS_BY_ACTION');
          }
          patch.status = input.status;
        }

        if (current.status === 'live' || current.status === 'ended') {
          const changes =
            (patch.startingBid !== undefined && patch.startingBid !== current.startingBid) ||
            (patch.startTime !== undefined && patch.startTime.getTime() !== current.startTime.getTime()) ||
            (patch.endTime !== undefined && patch.endTime.getTime() !== current.endTime.getTime());
          if (changes) throw new ConflictError(M.termsLocked, 'TERMS_LOCKED');
        }

        const start = patch.startTime ?? current.startTime;
        const end = patch.endTime ?? current.endTime;
        if (end.getTime() <= start.getTime()) {
          throw new ValidationError(M.endAfterStart, [{ path: 'endTime', message: M.endAfterStart }]);
        }
        // current_bid equals the starting bid until someone bids (spec §3).
        if (patch.startingBid !== undefined && current.bidCount === 0) patch.currentBid = patch.startingBid;

        patch.updatedAt = new Date();
        const updated = (await listingsRepository.updateAuction(tx, current.id, patch))!;
        await audit.record(tx, actor, {
          action: 'auction.update',
          objectType: 'auction',
          objectId: current.id,
          before: snapshot(current),
          after: snapshot(updated),
        });
        return { updated, wasPublic: current.status !== 'draft' };
      });
      publishChange(row.updated, 'auction.updated', row.wasPublic);
      return managed(row.updated);
    },

    async approve(actorOrNull: Actor | null, id: string): Promise<ManagedAuction> {
      const actor = requireSignedIn(actorOrNull);
      if (actor.role !== 'admin') throw new ForbiddenError();
      const row = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        if (current.status !== 'draft') throw new ConflictError(M.notDraft, 'NOT_DRAFT');
        const updated = (await listingsRepository.updateAuction(tx, id, { status: 'upcoming', updatedAt: new Date() }))!;
        await audit.record(tx, actor, {
          action: 'auction.approve',
          objectType: 'auction',
          objectId: id,
          before: snapshot(current),
          after: snapshot(updated),
        });
        return updated;
      });
      publishChange(row, 'auction.updated');
      return managed(row);
    },

    async remove(actorOrNull: Actor | null, id: string): Promise<Deleted> {
      requireLister(actorOrNull);
      const removed = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireManage(actorOrNull, current);
        await listingsRepository.deleteAuction(tx, id);
        await audit.record(tx, actor, {
          action: 'auction.delete',
          objectType: 'auction',
          objectId: id,
          before: snapshot(current),
        });
        return current;
      });
      // Files go only after the rows are gone for good; a crash in between leaves orphans, never dangling rows.
      await Promise.all([media.removeAuctionFolder(id), documents.removeAuctionFolder(id)]);
      events?.publish('admin', 'auction.deleted', { auctionId: id });
      events?.publish('auctions', 'auction.deleted', { auctionId: id });
      if (removed.status !== 'draft') events?.publish(`auction:${id}`, 'auction.deleted', { auctionId: id });
      return { id, deleted: true };
    },

    /** One auction with its reserve price: `admin` scope for admins, `vendor` scope for its owner. */
    async get(actorOrNull: Actor | null, id: string, scope: 'admin' | 'vendor'): Promise<ManagedAuction> {
      const actor = requireSignedIn(actorOrNull);
      if (actor.role !== scope) throw new ForbiddenError();
      const row = await load(id);
      if (scope === 'vendor' && row.createdBy !== actor.userId) throw new ForbiddenError('You can only manage your own auctions.');
      return managed(row);
    },

    async listForAdmin(actorOrNull: Actor | null, query: ManagedAuctionListQuery): Promise<ManagedAuctionList> {
      const actor = requireSignedIn(actorOrNull);
      if (actor.role !== 'admin') throw new ForbiddenError();
      return list(query);
    },

    /** Any vendor sees their own listings (an unapproved one simply has none yet). */
    async listForVendor(actorOrNull: Actor | null, query: ManagedAuctionListQuery): Promise<ManagedAuctionList> {
      const actor = requireSignedIn(actorOrNull);
      if (actor.role !== 'vendor') throw new ForbiddenError();
      return list(query, actor.userId);
    },

    async addImages(actorOrNull: Actor | null, id: string, files: { data: Buffer }[]): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      const current = await load(id);
      const actor = requireManage(actorOrNull, current);

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
      const before = await listingsRepository.imageStats(db, id);
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
          requireManage(actor, auction);
          const stats = await listingsRepository.imageStats(tx, id);
          // Re-counted under the auction's row lock: two uploads at once cannot pass ten together.
          if (stats.count + stored.length > MAX_IMAGES_PER_AUCTION) throw new TooManyFilesError(UPLOAD_MESSAGES.tooMany);
          const rows = await listingsRepository.insertImages(
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
      publishChange(current, 'auction.updated');
      return { images: await imagesOf(id) };
    },

    async removeImage(actorOrNull: Actor | null, id: string, imageUrl: string): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      if (!imageUrl.includes(`/${AUCTION_IMAGES_SEGMENT}/`)) throw new ValidationError(UPLOAD_MESSAGES.invalidUrl);
      const removed = await db.transaction(async (tx) => {
        const auction = await load(id, tx, true);
        const actor = requireManage(actorOrNull, auction);
        const image = await listingsRepository.findImageByUrl(tx, id, imageUrl);
        if (!image) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
        await listingsRepository.deleteImage(tx, image.id);
        if (image.isPrimary) {
          // The next image in display order becomes primary, so a listing never loses its cover.
          const [next] = await listingsRepository.imagesFor(tx, [id]);
          if (next) await listingsRepository.updateImage(tx, next.id, { isPrimary: true });
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
      publishChange(removed.auction, 'auction.updated');
      return { images: await imagesOf(id) };
    },

    async arrangeImages(actorOrNull: Actor | null, id: string, input: ImageArrange): Promise<AuctionImagesResponse> {
      requireLister(actorOrNull);
      const auction = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireManage(actorOrNull, current);
        const images = await listingsRepository.imagesFor(tx, [id]);
        const ids = new Set(images.map((i) => i.id));
        if (input.primaryId !== undefined && !ids.has(input.primaryId)) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
        if (input.order) {
          if (input.order.length !== images.length || input.order.some((i) => !ids.has(i)) || new Set(input.order).size !== ids.size) {
            throw new ValidationError('The order must list every image of the auction once.');
          }
          for (const [index, imageId] of input.order.entries()) {
            await listingsRepository.updateImage(tx, imageId, { displayOrder: index });
          }
        }
        if (input.primaryId !== undefined) {
          for (const image of images) {
            const isPrimary = image.id === input.primaryId;
            if (image.isPrimary !== isPrimary) await listingsRepository.updateImage(tx, image.id, { isPrimary });
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
      publishChange(auction, 'auction.updated');
      return { images: await imagesOf(id) };
    },

    counts,

    /** Images of several auctions, for other modules' auction lists. */
    imagesFor(auctionIds: string[]) {
      return listingsRepository.imagesFor(db, auctionIds);
    },
  };
}
export type ListingsService = ReturnType<typeof createListingsService>;
