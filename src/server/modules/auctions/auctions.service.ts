import { canReadManagedAuction, canSeeReservePrice, isAdmin } from '../../../shared/domain/access';
import type { AuctionStatus } from '../../../shared/domain/constants';
import { earliestStart, istDate, keepsNoticePeriod } from '../../../shared/domain/sale';
import {
  AUCTION_FORM_MESSAGES,
  AUCTION_SETTABLE_STATUSES,
  type AuctionCounts,
  type AuctionCreate,
  type AuctionTab,
  type AuctionUpdate,
  type Deleted,
  type ManagedAuction,
  type ManagedAuctionList,
  type ManagedAuctionListQuery,
} from '../../../shared/schemas/auction-form';
import type { Db, Executor } from '../../db/client';
import { requireAdmin, requireAuctionEditor, requireLister, requireRole } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import type { DocumentsStore } from '../../lib/storage/documents-store';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { MediaStore } from '../../lib/storage/storage';
import type { Publisher } from '../../realtime/bus';
import type { AuditService } from '../audit/audit.service';
import { documentsRepository } from '../documents/documents.repository';
import { publishAuctionChange, publishAuctionDeleted } from './auction-events';
import { auctionImagesRepository } from './auction-images.repository';
import { auditSnapshot as snapshot, groupImages, toManagedAuction } from './auctions.dto';
import { auctionsRepository, type AuctionRow, type NewAuctionRow } from './auctions.repository';
import { said } from '../../../shared/messages/define';
import { pinCoordinates } from '../maps/pin-coordinates';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

const M = AUCTION_FORM_MESSAGES;

export type AuctionsDeps = {
  db: Db;
  media: MediaStore;
  documents: DocumentsStore;
  audit: AuditService;
  events?: Publisher;
  /**
   * Called in the transaction that makes a listing public (created as upcoming, or approved): the saved
   * searches it matches are recorded there (decision 054).
   */
  published?: (tx: Executor, auction: { id: string }) => Promise<void>;
};

/** Statuses the create and edit form may set; `live` and `ended` are reached only through Start and End. */
const settable = (status: AuctionStatus) => (AUCTION_SETTABLE_STATUSES as readonly AuctionStatus[]).includes(status);

const TAB_STATUS: Record<Exclude<AuctionTab, 'all'>, AuctionStatus> = {
  live: 'live',
  upcoming: 'upcoming',
  ended: 'ended',
  drafts: 'draft',
};

type StatusTally = { status: AuctionStatus; n: number }[];

/**
 * The timeline guard (rule 8(6), decision 014): an auction becomes upcoming only with a sale notice
 * published at least 30 days before its start (15 for a re-sale).
 */
function requireNoticePeriod(a: { saleNoticeDate: string | null; isResale: boolean; startTime: Date }) {
  if (!a.saleNoticeDate) throw ValidationError.at('saleNoticeDate', M.noticeRequired);
  if (!keepsNoticePeriod(a, a.startTime)) {
    const earliest = earliestStart(a.saleNoticeDate, a.isResale);
    throw ValidationError.at('startTime', M.noticePeriod(earliest), said('auctionForm.noticePeriod', { date: earliest.toISOString() }));
  }
}

/** The sale-notice fields of the form, as columns (absent ones left out). */
function noticeColumns(input: AuctionUpdate): Partial<NewAuctionRow> {
  const patch: Partial<NewAuctionRow> = {};
  if (input.saleNoticeDate !== undefined) patch.saleNoticeDate = input.saleNoticeDate;
  if (input.isResale !== undefined) patch.isResale = input.isResale;
  if (input.emdCutoff !== undefined) patch.emdCutoff = input.emdCutoff ? new Date(input.emdCutoff) : null;
  if (input.possession !== undefined) patch.possession = input.possession;
  if (input.inspectionFrom !== undefined) patch.inspectionFrom = input.inspectionFrom ? new Date(input.inspectionFrom) : null;
  if (input.inspectionTo !== undefined) patch.inspectionTo = input.inspectionTo ? new Date(input.inspectionTo) : null;
  if (input.authorisedOfficerName !== undefined) patch.authorisedOfficerName = input.authorisedOfficerName;
  if (input.authorisedOfficerPhone !== undefined) patch.authorisedOfficerPhone = input.authorisedOfficerPhone;
  if (input.encumbrances !== undefined) patch.encumbrances = input.encumbrances;
  return patch;
}

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

/**
 * Listing writes (create, edit, approve, delete) by admins and approved vendors, and the admin's and
 * vendor's auction tables. Who may do what is `auctionEditStanding` (src/shared/domain/access.ts).
 */
/**
 * Where a listing lies (decision 056): the seller's point when they set one, else its PIN code's point
 * (null for a PIN code the data set does not hold).
 */
function placeOnMap(latitude: number | null | undefined, longitude: number | null | undefined, pinCode: string | null) {
  if (latitude != null && longitude != null) return { latitude, longitude };
  return (pinCode ? pinCoordinates(pinCode) : null) ?? { latitude: null, longitude: null };
}

/**
 * Places every auction not yet on the map at its PIN code's point, once per PIN code (at start: the
 * auctions listed before coordinates existed, decision 056). Returns how many it placed.
 */
export async function placeUnplacedAuctions(db: Executor): Promise<number> {
  const places = (await auctionsRepository.unplacedPinCodes(db)).flatMap((pinCode) => {
    const point = pinCoordinates(pinCode);
    return point ? [{ pinCode, ...point }] : [];
  });
  return auctionsRepository.placeAtPinCodes(db, places);
}

export function createAuctionsService({ db, media, documents, audit, events, published = async () => {} }: AuctionsDeps) {
  /** The row of a new listing from the form's fields. */
  function newRow(actor: Actor, input: AuctionCreate, status: AuctionStatus): NewAuctionRow {
    const byAdmin = isAdmin(actor);
    return {
      title: input.title,
      description: input.description,
      location: input.location,
      address: input.address ?? null,
      state: input.state,
      district: input.district,
      locality: input.locality ?? null,
      pinCode: input.pinCode,
      ...placeOnMap(input.latitude, input.longitude, input.pinCode),
      propertyType: input.propertyType,
      category: input.category ?? null,
      areaSqFt: input.areaSqFt ?? null,
      startingBid: input.startingBid,
      reservePrice: input.reservePrice ?? null,
      emdAmount: input.emdAmount,
      startTime: new Date(input.startTime),
      endTime: new Date(input.endTime),
      // NOTE: vendors cannot feature their own listing or skip approval.
      featured: byAdmin ? input.featured : false,
      status,
      currentBid: input.startingBid,
      biddersCount: 0,
      createdBy: actor.userId,
      ...noticeColumns(input),
    };
  }

  async function load(id: string, ex: Executor = db, lock = false): Promise<AuctionRow> {
    const row = isUuid(id) ? await auctionsRepository.findById(ex, id, { lock }) : null;
    if (!row) throw new NotFoundError(AUCTION_MESSAGES.notFound);
    return row;
  }

  /** The reserve price stays with those who may see it: a vendor no longer approved reads it as unset (decision 032). */
  function withoutReserveFor(actor: Actor, auction: ManagedAuction): ManagedAuction {
    return canSeeReservePrice(actor, auction) ? auction : { ...auction, reservePrice: null };
  }

  async function managed(row: AuctionRow): Promise<ManagedAuction> {
    return toManagedAuction(row, await auctionImagesRepository.imagesFor(db, [row.id]));
  }

  /** The five cards: every auction of the caller (all of them for an admin). */
  async function counts(createdBy?: string): Promise<AuctionCounts> {
    return countsOf(await auctionsRepository.countByStatus(db, { createdBy }));
  }

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
      auctionsRepository.listManaged(db, { ...filtered, status }, { limit: query.pageSize, offset }),
      auctionsRepository.countByStatus(db, filtered),
      advanced ? auctionsRepository.countByStatus(db, searched) : null,
      counts(createdBy),
    ]);
    const inTab = (tally: StatusTally) => (status ? (tally.find((r) => r.status === status)?.n ?? 0) : countsOf(tally).total);
    const images = groupImages(
      await auctionImagesRepository.imagesFor(
        db,
        rows.map((r) => r.id),
      ),
    );
    return {
      items: rows.map((r) => toManagedAuction(r, images.get(r.id) ?? [])),
      total: inTab(matching),
      searchTotal: inTab(beforeFilters ?? matching),
      counts: everything,
      tabCounts: countsOf(matching),
    };
  }

  return {
    async create(actorOrNull: Actor | null, input: AuctionCreate): Promise<ManagedAuction> {
      const actor = requireLister(actorOrNull);
      const byAdmin = isAdmin(actor);
      const status: AuctionStatus = byAdmin ? (input.status ?? 'draft') : 'draft';
      if (!settable(status)) throw new ValidationError(M.statusByAction, [{ path: 'status', message: M.statusByAction }]);
      const values = newRow(actor, input, status);
      if (status === 'upcoming')
        requireNoticePeriod({
          saleNoticeDate: values.saleNoticeDate ?? null,
          isResale: values.isResale ?? false,
          startTime: values.startTime,
        });
      const row = await db.transaction(async (tx) => {
        const inserted = await auctionsRepository.insert(tx, values);
        await audit.record(tx, actor, {
          action: 'auction.create',
          objectType: 'auction',
          objectId: inserted.id,
          after: snapshot(inserted),
        });
        if (status === 'upcoming') await published(tx, inserted);
        return inserted;
      });
      publishAuctionChange(events, row, 'auction.created');
      return toManagedAuction(row, []);
    },

    async update(actorOrNull: Actor | null, id: string, input: AuctionUpdate): Promise<ManagedAuction> {
      requireLister(actorOrNull);
      const row = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireAuctionEditor(actorOrNull, current);
        const byAdmin = isAdmin(actor);

        const patch: Partial<NewAuctionRow> = {};
        if (input.title !== undefined) patch.title = input.title;
        if (input.description !== undefined) patch.description = input.description;
        if (input.location !== undefined) patch.location = input.location;
        if (input.address !== undefined) patch.address = input.address;
        if (input.state !== undefined) patch.state = input.state;
        if (input.district !== undefined) patch.district = input.district;
        if (input.locality !== undefined) patch.locality = input.locality;
        if (input.pinCode !== undefined) patch.pinCode = input.pinCode;
        // The point the seller gives; none (null), or a new PIN code without one: the PIN code's point.
        const pinChanged = patch.pinCode !== undefined && patch.pinCode !== current.pinCode;
        if (input.latitude !== undefined || input.longitude !== undefined || pinChanged) {
          Object.assign(patch, placeOnMap(input.latitude, input.longitude, patch.pinCode ?? current.pinCode));
        }
        if (input.propertyType !== undefined) patch.propertyType = input.propertyType;
        if (input.category !== undefined) patch.category = input.category;
        if (input.areaSqFt !== undefined) patch.areaSqFt = input.areaSqFt;
        if (input.reservePrice !== undefined) patch.reservePrice = input.reservePrice;
        if (input.emdAmount !== undefined) patch.emdAmount = input.emdAmount;
        if (input.startingBid !== undefined) patch.startingBid = input.startingBid;
        if (input.startTime !== undefined) patch.startTime = new Date(input.startTime);
        if (input.endTime !== undefined) patch.endTime = new Date(input.endTime);
        if (byAdmin && input.featured !== undefined) patch.featured = input.featured;
        Object.assign(patch, noticeColumns(input));

        if (byAdmin && input.status !== undefined && input.status !== current.status) {
          // NOTE: live and ended are reached only through Start/End (with the winner computed there),
          // and a running or finished auction is never sent back to draft or upcoming.
          if (!settable(input.status) || !settable(current.status)) throw new ConflictError(M.statusByAction, 'STATUS_BY_ACTION');
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
        const cutoff = patch.emdCutoff !== undefined ? patch.emdCutoff : current.emdCutoff;
        if (cutoff && cutoff.getTime() >= end.getTime())
          throw new ValidationError(M.cutoffAfterEnd, [{ path: 'emdCutoff', message: M.cutoffAfterEnd }]);
        // An upcoming auction keeps its notice period through every edit of its start or its notice.
        const noticeTouched = ['startTime', 'saleNoticeDate', 'isResale', 'status'].some((k) => k in patch);
        if ((patch.status ?? current.status) === 'upcoming' && noticeTouched) {
          requireNoticePeriod({
            saleNoticeDate: patch.saleNoticeDate !== undefined ? patch.saleNoticeDate : current.saleNoticeDate,
            isResale: patch.isResale ?? current.isResale,
            startTime: start,
          });
        }
        // current_bid equals the starting bid until someone bids (spec §3).
        if (patch.startingBid !== undefined && current.bidCount === 0) patch.currentBid = patch.startingBid;

        patch.updatedAt = new Date();
        const updated = (await auctionsRepository.update(tx, current.id, patch))!;
        await audit.record(tx, actor, {
          action: 'auction.update',
          objectType: 'auction',
          objectId: current.id,
          before: snapshot(current),
          after: snapshot(updated),
        });
        if (current.status === 'draft' && updated.status === 'upcoming') await published(tx, updated);
        return { updated, wasPublic: current.status !== 'draft' };
      });
      publishAuctionChange(events, row.updated, 'auction.updated', row.wasPublic);
      return managed(row.updated);
    },

    /** A reason is optional here (decision 042): approving harms nobody, so it is kept for the audit log alone. */
    async approve(actorOrNull: Actor | null, id: string, reason?: string): Promise<ManagedAuction> {
      const actor = requireAdmin(actorOrNull);
      const row = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        if (current.status !== 'draft') throw new ConflictError(M.notDraft, 'NOT_DRAFT');
        requireNoticePeriod(current);
        // NOTE: bidders must be able to read the sale notice on the listing before it is announced (decision 041).
        if (!(await documentsRepository.hasPublishedSaleNotice(tx, id))) {
          throw new ConflictError(M.saleNoticeDocumentRequired, 'SALE_NOTICE_REQUIRED');
        }
        const updated = (await auctionsRepository.update(tx, id, { status: 'upcoming', updatedAt: new Date() }))!;
        await audit.record(tx, actor, {
          action: 'auction.approve',
          objectType: 'auction',
          objectId: id,
          before: snapshot(current),
          after: { ...snapshot(updated), ...(reason ? { reason } : {}) },
        });
        await published(tx, updated);
        return updated;
      });
      publishAuctionChange(events, row, 'auction.updated');
      return managed(row);
    },

    /**
     * A listing of a spreadsheet import (issue 31, part 2), already checked with the form's rules: a
     * draft, written and audited as the form writes it, in the import's transaction. The caller
     * announces it (`announceCreated`) once the transaction commits.
     */
    async createImported(tx: Executor, actorOrNull: Actor | null, input: AuctionCreate): Promise<AuctionRow> {
      const actor = requireLister(actorOrNull);
      const inserted = await auctionsRepository.insert(tx, newRow(actor, input, 'draft'));
      await audit.record(tx, actor, { action: 'auction.create', objectType: 'auction', objectId: inserted.id, after: snapshot(inserted) });
      return inserted;
    },

    /**
     * An approved generated sale notice's date becomes the listing's (issue 31, part 3), in the
     * caller's transaction, under the timeline guard an upcoming auction keeps.
     */
    async adoptSaleNoticeDate(tx: Executor, id: string, saleNoticeDate: string): Promise<void> {
      const current = await load(id, tx, true);
      if (current.status === 'upcoming') requireNoticePeriod({ ...current, saleNoticeDate });
      await auctionsRepository.update(tx, id, { saleNoticeDate, updatedAt: new Date() });
    },

    async remove(actorOrNull: Actor | null, id: string): Promise<Deleted> {
      requireLister(actorOrNull);
      const removed = await db.transaction(async (tx) => {
        const current = await load(id, tx, true);
        const actor = requireAuctionEditor(actorOrNull, current);
        await auctionsRepository.delete(tx, id);
        await audit.record(tx, actor, { action: 'auction.delete', objectType: 'auction', objectId: id, before: snapshot(current) });
        return current;
      });
      // Files go only after the rows are gone for good; a crash in between leaves orphans, never dangling rows.
      await Promise.all([media.removeAuctionFolder(id), documents.removeAuctionFolder(id)]);
      publishAuctionDeleted(events, removed);
      return { id, deleted: true };
    },

    /**
     * One auction with its reserve price: `admin` scope for admins, `vendor` scope for its owner. A
     * vendor no longer approved still reads its own, without the reserve price (decision 032).
     */
    async get(actorOrNull: Actor | null, id: string, scope: 'admin' | 'vendor'): Promise<ManagedAuction> {
      const actor = requireRole(actorOrNull, scope);
      const row = await load(id);
      if (!canReadManagedAuction(actor, row)) throw new ForbiddenError('You can only manage your own auctions.');
      return withoutReserveFor(actor, await managed(row));
    },

    async listForAdmin(actorOrNull: Actor | null, query: ManagedAuctionListQuery): Promise<ManagedAuctionList> {
      requireAdmin(actorOrNull);
      return list(query);
    },

    /** Any vendor sees their own listings (an unapproved one simply has none yet). */
    async listForVendor(actorOrNull: Actor | null, query: ManagedAuctionListQuery): Promise<ManagedAuctionList> {
      const actor = requireRole(actorOrNull, 'vendor');
      const page = await list(query, actor.userId);
      return { ...page, items: page.items.map((item) => withoutReserveFor(actor, item)) };
    },

    counts,

    /**
     * After a sale that did not complete, a copy of the auction as a re-sale draft (its notice period is
     * fifteen days, rule 9(1)), in the sale's transaction: same property and terms, the sale notice dated
     * today, the earliest start allowed and the same length. The seller edits and submits it as any draft.
     */
    async createResaleDraft(tx: Executor, actor: Actor, auctionId: string, now: Date): Promise<AuctionRow> {
      const original = await load(auctionId, tx);
      const saleNoticeDate = istDate(now);
      const startTime = new Date(earliestStart(saleNoticeDate, true).getTime() + 11 * 3_600_000);
      const inserted = await auctionsRepository.insert(tx, {
        title: original.title,
        description: original.description,
        location: original.location,
        address: original.address,
        state: original.state,
        district: original.district,
        locality: original.locality,
        pinCode: original.pinCode,
        latitude: original.latitude,
        longitude: original.longitude,
        propertyType: original.propertyType,
        category: original.category,
        areaSqFt: original.areaSqFt,
        startingBid: original.startingBid,
        reservePrice: original.reservePrice,
        emdAmount: original.emdAmount,
        bidIncrement: original.bidIncrement,
        startTime,
        endTime: new Date(startTime.getTime() + (original.endTime.getTime() - original.startTime.getTime())),
        status: 'draft',
        featured: false,
        currentBid: original.startingBid,
        biddersCount: 0,
        createdBy: original.createdBy,
        saleNoticeDate,
        isResale: true,
        resaleOf: original.id,
        possession: original.possession,
        authorisedOfficerName: original.authorisedOfficerName,
        authorisedOfficerPhone: original.authorisedOfficerPhone,
        encumbrances: original.encumbrances,
      });
      await audit.record(tx, actor, {
        action: 'auction.create',
        objectType: 'auction',
        objectId: inserted.id,
        after: { ...snapshot(inserted), resaleOf: original.id },
      });
      return inserted;
    },

    /** Announces an auction created in another module's transaction, once that has committed. */
    announceCreated(row: AuctionRow) {
      publishAuctionChange(events, row, 'auction.created');
    },

    managedView: managed,
  };
}
export type AuctionsService = ReturnType<typeof createAuctionsService>;
