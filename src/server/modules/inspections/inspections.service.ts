import { bidderStanding, canManageAuction, isAdmin } from '../../../shared/domain/access';
import {
  CANCELLABLE_INSPECTION_STATUSES,
  INSPECTION_REMINDER_HOURS,
  inspectionsOpen,
  OPEN_INSPECTIONS_MAX,
  OPEN_INSPECTION_STATUSES,
  slotInWindow,
  slotTimes,
  type InspectionSlot,
} from '../../../shared/domain/inspection';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import { note } from '../../../shared/messages/notifications';
import type { AuctionDetail } from '../../../shared/schemas/auction';
import {
  INSPECTION_MESSAGES,
  type Inspection,
  type InspectionList,
  type InspectionProposalInput,
  type InspectionRequestInput,
} from '../../../shared/schemas/inspection';
import type { Db, Executor } from '../../db/client';
import { AppError, ConflictError, ForbiddenError, HTTP, NotApprovedError, NotFoundError } from '../../lib/http/errors';
import { requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { isUuid } from '../../lib/security/ids';
import type { AuditService } from '../audit/audit.service';
import { calendarFile, type CalendarVisit } from '../calendar/calendar-file';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { inspectionsRepository, type InspectionWithAuction } from './inspections.repository';

/** Rows a list shows at most. */
const LIST_LIMIT = 200;
/** Reminders one scheduler tick sends at most; the rest wait for the next. */
const REMINDER_BATCH = 50;
const HOUR_MS = 3_600_000;

class InspectionSlotError extends AppError {
  constructor(message: string, code: string) {
    super(HTTP.UNPROCESSABLE, code, message);
  }
}
class TooManyInspectionsError extends AppError {
  constructor() {
    super(HTTP.TOO_MANY_REQUESTS, 'TOO_MANY_INSPECTIONS', INSPECTION_MESSAGES.tooMany);
  }
}
const stateError = (message: string) => new ConflictError(message, 'INSPECTION_STATE');
const closedError = () => new ConflictError(INSPECTION_MESSAGES.closed, 'INSPECTIONS_CLOSED');

/** Spec §1's approved buyer, the one who may bid, is the one who may visit: refusals in the bid flow's words. */
function requireVerifiedBuyer(actor: Actor): void {
  switch (bidderStanding(actor)) {
    case 'eligible':
      return;
    case 'signed_out':
    case 'not_buyer':
      throw new ForbiddenError(INSPECTION_MESSAGES.buyersOnly);
    case 'pending':
      throw new NotApprovedError(INSPECTION_MESSAGES.approvalPending);
    case 'suspended':
      throw new NotApprovedError(INSPECTION_MESSAGES.approvalSuspended);
    case 'rejected':
      throw new NotApprovedError(INSPECTION_MESSAGES.approvalRejected);
  }
}

const toDto = (r: InspectionWithAuction, viewer: { asOfficer: boolean }): Inspection => {
  const i = r.inspection;
  const { start, end } = slotTimes(i.visitDate, i.slot);
  return {
    id: i.id,
    auctionId: i.auctionId,
    auctionTitle: r.auctionTitle,
    inspectionFrom: r.inspectionFrom?.toISOString() ?? null,
    inspectionTo: r.inspectionTo?.toISOString() ?? null,
    status: i.status,
    date: i.visitDate,
    slot: i.slot,
    startsAt: start.toISOString(),
    endsAt: end.toISOString(),
    people: i.people,
    phone: i.phone,
    buyerNote: i.buyerNote,
    officerNote: i.officerNote,
    proposedDate: i.proposedDate,
    proposedSlot: i.proposedSlot,
    buyerName: viewer.asOfficer ? r.buyerName : null,
    createdAt: i.createdAt.toISOString(),
    updatedAt: i.updatedAt.toISOString(),
  };
};

/** A unique violation of the one-open-request-per-auction index: a second request raced the first. */
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Site inspections (issue 30): a verified buyer asks to visit a property in a slot of the sale notice's
 * inspection window while the auction is upcoming or live; the seller's officer (the auction's approved
 * vendor, or an admin) accepts, declines or proposes another slot, with a note; the buyer accepts the
 * proposal or cancels. Both sides are told; the buyer is reminded the day before and gets an `.ics`.
 */
export function createInspectionsService({
  db,
  catalogue,
  notifications,
  audit,
  publicUrl,
  clock = () => new Date(),
}: {
  db: Db;
  catalogue: Pick<CatalogueService, 'view'>;
  notifications: Pick<NotificationsService, 'create' | 'announce'>;
  audit: Pick<AuditService, 'record'>;
  publicUrl: string;
  clock?: () => Date;
}) {
  async function requestOf(id: string) {
    const row = isUuid(id) ? await inspectionsRepository.findWithAuction(db, id) : null;
    if (!row) throw new NotFoundError(INSPECTION_MESSAGES.notFound);
    return row;
  }

  /** The request and its auction, for the auction's officer; anyone else is refused. */
  async function asOfficer(actorOrNull: Actor | null, id: string) {
    const actor = requireSignedIn(actorOrNull);
    const row = await requestOf(id);
    const auction = await catalogue.view(actor, row.inspection.auctionId);
    if (!canManageAuction(actor, auction)) {
      // NOTE: the buyer may know the request; anyone else learns nothing of it.
      if (row.inspection.buyerId === actor.userId) throw new ForbiddenError(INSPECTION_MESSAGES.officerOnly);
      throw new NotFoundError(INSPECTION_MESSAGES.notFound);
    }
    return { actor, row, auction };
  }

  async function asBuyer(actorOrNull: Actor | null, id: string) {
    const actor = requireSignedIn(actorOrNull);
    const row = await requestOf(id);
    if (row.inspection.buyerId !== actor.userId) throw new NotFoundError(INSPECTION_MESSAGES.notFound);
    return { actor, row };
  }

  /** The slot must lie in the window and not have begun. */
  function checkSlot(auction: AuctionDetail, date: string, slot: InspectionSlot) {
    if (!auction.inspectionFrom || !auction.inspectionTo) throw new ConflictError(INSPECTION_MESSAGES.noWindow, 'NO_INSPECTION_WINDOW');
    if (!slotInWindow(auction, date, slot)) throw new InspectionSlotError(INSPECTION_MESSAGES.outsideWindow, 'OUTSIDE_INSPECTION_WINDOW');
    if (slotTimes(date, slot).start <= clock()) throw new InspectionSlotError(INSPECTION_MESSAGES.slotPast, 'INSPECTION_SLOT_PAST');
  }

  /** Writes a change, tells its readers, and records the officer's decisions, in one transaction. */
  async function change(
    id: string,
    from: readonly Inspection['status'][],
    set: Parameters<typeof inspectionsRepository.update>[3],
    after: (tx: Executor, row: InspectionWithAuction) => Promise<Parameters<NotificationsService['create']>[1]>,
    audited?: { actor: Actor; action: 'inspection.accept' | 'inspection.propose' | 'inspection.decline' },
  ) {
    const { row, created } = await db.transaction(async (tx) => {
      const updated = await inspectionsRepository.update(tx, id, from, set);
      if (!updated) throw stateError(INSPECTION_MESSAGES.notWaiting);
      const row = (await inspectionsRepository.findWithAuction(tx, id))!;
      if (audited)
        await audit.record(tx, audited.actor, {
          action: audited.action,
          objectType: 'auction',
          objectId: updated.auctionId,
          before: { label: row.auctionTitle },
          after: { label: row.auctionTitle, date: updated.proposedDate ?? updated.visitDate, slot: updated.proposedSlot ?? updated.slot },
        });
      const drafts = await after(tx, row);
      return { row, created: drafts.length ? await notifications.create(tx, drafts) : [] };
    });
    notifications.announce(created);
    return row;
  }

  const visitParams = (r: InspectionWithAuction, date = r.inspection.visitDate, slot = r.inspection.slot) => {
    const { start, end } = slotTimes(date, slot);
    return { title: r.auctionTitle, start: start.toISOString(), end: end.toISOString() };
  };
  const sellerOf = async (actor: Actor | null, auctionId: string) => (await catalogue.view(actor, auctionId)).createdBy;

  const toVisit = (r: InspectionWithAuction): CalendarVisit => {
    const { start, end } = slotTimes(r.inspection.visitDate, r.inspection.slot);
    return {
      id: r.inspection.id,
      auctionId: r.inspection.auctionId,
      title: r.auctionTitle,
      location: r.address ? `${r.address}, ${r.location}` : r.location,
      start,
      end,
      people: r.inspection.people,
      officerNote: r.inspection.officerNote,
      updatedAt: r.inspection.updatedAt,
    };
  };

  return {
    async request(actorOrNull: Actor | null, auctionId: string, input: InspectionRequestInput): Promise<Inspection> {
      const actor = requireSignedIn(actorOrNull, INSPECTION_MESSAGES.signInRequired);
      const auction = await catalogue.view(actor, auctionId);
      if (auction.createdBy === actor.userId) throw new ForbiddenError(INSPECTION_MESSAGES.ownListing);
      requireVerifiedBuyer(actor);
      if (!inspectionsOpen(auction.status)) throw closedError();
      const slot = input.slot as InspectionSlot;
      checkSlot(auction, input.date, slot);
      if (await inspectionsRepository.openFor(db, auction.id, actor.userId))
        throw new ConflictError(INSPECTION_MESSAGES.duplicate, 'INSPECTION_EXISTS');
      const now = clock();
      if ((await inspectionsRepository.countOpen(db, actor.userId, now)) >= OPEN_INSPECTIONS_MAX) throw new TooManyInspectionsError();
      try {
        const { row, created } = await db.transaction(async (tx) => {
          const inserted = await inspectionsRepository.insert(tx, {
            auctionId: auction.id,
            buyerId: actor.userId,
            visitDate: input.date,
            slot,
            visitAt: slotTimes(input.date, slot).start,
            people: input.people,
            phone: input.phone,
            buyerNote: input.note || null,
          });
          const row = (await inspectionsRepository.findWithAuction(tx, inserted.id))!;
          const created = await notifications.create(tx, [
            {
              ...note('inspectionForSeller', { ...visitParams(row), what: 'requested', people: input.people }),
              userId: auction.createdBy,
              auctionId: auction.id,
            },
          ]);
          return { row, created };
        });
        notifications.announce(created);
        return toDto(row, { asOfficer: false });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(INSPECTION_MESSAGES.duplicate, 'INSPECTION_EXISTS');
        throw err;
      }
    },

    /** The caller's own requests (on one auction, when asked), the latest visit first. */
    async mine(actorOrNull: Actor | null, auctionId: string | undefined): Promise<InspectionList> {
      const actor = requireSignedIn(actorOrNull, INSPECTION_MESSAGES.signInRequired);
      const rows = await inspectionsRepository.ofBuyer(db, actor.userId, auctionId, LIST_LIMIT);
      return { items: rows.map((r) => toDto(r, { asOfficer: false })) };
    },

    /** The requests on the caller's listings (every listing's for admins), by day and slot. */
    async forOfficer(actorOrNull: Actor | null, filter: { auctionId?: string; date?: string }): Promise<InspectionList> {
      const actor = requireSignedIn(actorOrNull);
      if (!isAdmin(actor) && actor.role !== 'vendor') throw new ForbiddenError(INSPECTION_MESSAGES.vendorsOnly);
      const rows = await inspectionsRepository.forOfficer(db, isAdmin(actor) ? null : actor.userId, filter, LIST_LIMIT);
      return { items: rows.map((r) => toDto(r, { asOfficer: true })) };
    },

    async accept(actorOrNull: Actor | null, id: string, officerNote: string | undefined): Promise<Inspection> {
      const { actor, row, auction } = await asOfficer(actorOrNull, id);
      if (row.inspection.status !== 'requested') throw stateError(INSPECTION_MESSAGES.notWaiting);
      if (!inspectionsOpen(auction.status)) throw closedError();
      if (slotTimes(row.inspection.visitDate, row.inspection.slot).start <= clock())
        throw new InspectionSlotError(INSPECTION_MESSAGES.slotPast, 'INSPECTION_SLOT_PAST');
      const updated = await change(
        id,
        ['requested'],
        { status: 'accepted', officerNote: officerNote || null, decidedBy: actor.userId, proposedDate: null, proposedSlot: null },
        async (_tx, r) => [
          {
            ...note('inspectionAccepted', { ...visitParams(r), inspectionId: r.inspection.id, note: officerNote || null }),
            userId: r.inspection.buyerId,
            auctionId: r.inspection.auctionId,
          },
        ],
        { actor, action: 'inspection.accept' },
      );
      return toDto(updated, { asOfficer: true });
    },

    async propose(actorOrNull: Actor | null, id: string, input: InspectionProposalInput): Promise<Inspection> {
      const { actor, row, auction } = await asOfficer(actorOrNull, id);
      if (!(OPEN_INSPECTION_STATUSES as readonly string[]).includes(row.inspection.status))
        throw stateError(INSPECTION_MESSAGES.notWaiting);
      if (!inspectionsOpen(auction.status)) throw closedError();
      checkSlot(auction, input.date, input.slot);
      const updated = await change(
        id,
        OPEN_INSPECTION_STATUSES,
        {
          status: 'proposed',
          proposedDate: input.date,
          proposedSlot: input.slot,
          officerNote: input.note || null,
          decidedBy: actor.userId,
        },
        async (_tx, r) => [
          {
            ...note('inspectionProposed', { ...visitParams(r, input.date, input.slot), note: input.note || null }),
            userId: r.inspection.buyerId,
            auctionId: r.inspection.auctionId,
          },
        ],
        { actor, action: 'inspection.propose' },
      );
      return toDto(updated, { asOfficer: true });
    },

    /** Declines a waiting request, or calls off an accepted visit, with a note to the buyer. */
    async decline(actorOrNull: Actor | null, id: string, officerNote: string | undefined): Promise<Inspection> {
      const { actor, row } = await asOfficer(actorOrNull, id);
      if (!(CANCELLABLE_INSPECTION_STATUSES as readonly string[]).includes(row.inspection.status))
        throw stateError(INSPECTION_MESSAGES.alreadyClosed);
      const updated = await change(
        id,
        CANCELLABLE_INSPECTION_STATUSES,
        { status: 'declined', officerNote: officerNote || null, decidedBy: actor.userId, proposedDate: null, proposedSlot: null },
        async (_tx, r) => [
          {
            ...note('inspectionDeclined', { ...visitParams(r), note: officerNote || null }),
            userId: r.inspection.buyerId,
            auctionId: r.inspection.auctionId,
          },
        ],
        { actor, action: 'inspection.decline' },
      );
      return toDto(updated, { asOfficer: true });
    },

    /** The buyer takes the slot the officer proposed: the visit is booked for it. */
    async acceptProposal(actorOrNull: Actor | null, id: string): Promise<Inspection> {
      const { actor, row } = await asBuyer(actorOrNull, id);
      const { proposedDate, proposedSlot } = row.inspection;
      if (row.inspection.status !== 'proposed' || !proposedDate || !proposedSlot) throw stateError(INSPECTION_MESSAGES.noProposal);
      const auction = await catalogue.view(actor, row.inspection.auctionId);
      if (!inspectionsOpen(auction.status)) throw closedError();
      if (slotTimes(proposedDate, proposedSlot).start <= clock())
        throw new InspectionSlotError(INSPECTION_MESSAGES.slotPast, 'INSPECTION_SLOT_PAST');
      const updated = await change(
        id,
        ['proposed'],
        {
          status: 'accepted',
          visitDate: proposedDate,
          slot: proposedSlot,
          visitAt: slotTimes(proposedDate, proposedSlot).start,
          proposedDate: null,
          proposedSlot: null,
        },
        async (_tx, r) => [
          {
            ...note('inspectionForSeller', { ...visitParams(r), what: 'confirmed', people: r.inspection.people }),
            userId: auction.createdBy,
            auctionId: r.inspection.auctionId,
          },
          {
            ...note('inspectionAccepted', { ...visitParams(r), inspectionId: r.inspection.id, note: null }),
            userId: r.inspection.buyerId,
            auctionId: r.inspection.auctionId,
          },
        ],
      );
      return toDto(updated, { asOfficer: false });
    },

    async cancel(actorOrNull: Actor | null, id: string): Promise<Inspection> {
      const { actor, row } = await asBuyer(actorOrNull, id);
      if (!(CANCELLABLE_INSPECTION_STATUSES as readonly string[]).includes(row.inspection.status))
        throw stateError(INSPECTION_MESSAGES.alreadyClosed);
      const seller = await sellerOf(actor, row.inspection.auctionId);
      const updated = await change(
        id,
        CANCELLABLE_INSPECTION_STATUSES,
        { status: 'cancelled', proposedDate: null, proposedSlot: null },
        async (_tx, r) => [
          {
            ...note('inspectionForSeller', { ...visitParams(r), what: 'cancelled', people: r.inspection.people }),
            userId: seller,
            auctionId: r.inspection.auctionId,
          },
        ],
      );
      return toDto(updated, { asOfficer: false });
    },

    /** The accepted visit as a calendar invitation, for its buyer or the auction's officer. */
    async invite(actorOrNull: Actor | null, id: string, language: Language | undefined) {
      const actor = requireSignedIn(actorOrNull);
      const row = await requestOf(id);
      const auction = await catalogue.view(actor, row.inspection.auctionId);
      if (row.inspection.buyerId !== actor.userId && !canManageAuction(actor, auction))
        throw new NotFoundError(INSPECTION_MESSAGES.notFound);
      if (row.inspection.status !== 'accepted') throw stateError(INSPECTION_MESSAGES.inviteAcceptedOnly);
      const ics = calendarFile([], {
        language: language ?? actor.profile?.language ?? DEFAULT_LANGUAGE,
        publicUrl,
        visits: [toVisit(row)],
      });
      return { ics, filename: `neelami-site-visit-${row.inspection.id.slice(0, 8)}.ics` };
    },

    /** The user's accepted visits, for their private calendar feed. */
    async acceptedVisits(userId: string): Promise<CalendarVisit[]> {
      return (await inspectionsRepository.acceptedOf(db, userId, LIST_LIMIT)).map(toVisit);
    },

    /**
     * The scheduler's job: tells each buyer of an accepted visit beginning within a day, once. Reads
     * only the due rows, through the partial index of accepted visits not yet reminded (decision 040).
     */
    async remindDue({ batch = REMINDER_BATCH }: { batch?: number } = {}): Promise<number> {
      const now = clock();
      const { rows, created } = await db.transaction(async (tx) => {
        const rows = await inspectionsRepository.claimDueReminders(tx, now, INSPECTION_REMINDER_HOURS * HOUR_MS, batch);
        const drafts = rows.map((r) => ({
          ...note('inspectionReminder', { ...visitParams(r), inspectionId: r.inspection.id }),
          userId: r.inspection.buyerId,
          auctionId: r.inspection.auctionId,
        }));
        return { rows, created: drafts.length ? await notifications.create(tx, drafts) : [] };
      });
      notifications.announce(created);
      return rows.length;
    },
  };
}
export type InspectionsService = ReturnType<typeof createInspectionsService>;
