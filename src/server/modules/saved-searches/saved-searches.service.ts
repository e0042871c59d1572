import { TZDate } from '@date-fns/tz';
import { IST } from '../../../shared/domain/date-format';
import { DIGEST_TITLES, MAX_SAVED_SEARCHES, savedSearchHref, type SavedSearchParams } from '../../../shared/domain/saved-searches';
import { note } from '../../../shared/messages/notifications';
import { AuctionListQuerySchema } from '../../../shared/schemas/auction';
import {
  SAVED_SEARCH_MESSAGES as M,
  type SavedSearch,
  type SavedSearchCreate,
  type SavedSearchList,
  type SavedSearchUpdate,
} from '../../../shared/schemas/saved-search';
import type { Db, Executor } from '../../db/client';
import { containsPattern } from '../../db/search';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/http/errors';
import { requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { isUuid } from '../../lib/security/ids';
import { searchQuery } from '../catalogue/catalogue.repository';
import { nearOf, type CatalogueService } from '../catalogue/catalogue.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { savedSearchesRepository as repo, type SavedSearchFilters, type SavedSearchRow } from './saved-searches.repository';

/** Digests, and instant alerts, one batch of the scheduler sends at most (a tick takes batches within its budget). */
const DIGEST_BATCH = 50;
const ALERT_BATCH = 200;

/** The next `hour`:00 IST after `now`: when a daily saved search's digest goes. */
export function nextDigestAt(now: Date, hour: number): Date {
  const ist = new TZDate(now, IST);
  const at = new TZDate(ist.getFullYear(), ist.getMonth(), ist.getDate(), hour, 0, 0, IST);
  if (at.getTime() <= now.getTime()) at.setDate(at.getDate() + 1);
  return new Date(at.getTime());
}

const toDto = (row: SavedSearchRow, tally: { matches: number; waiting: number; lastMatchAt: Date | null }): SavedSearch => ({
  id: row.id,
  name: row.name,
  page: row.page,
  params: row.params,
  href: savedSearchHref(row.page, row.params),
  frequency: row.frequency,
  digestHour: row.digestHour,
  paused: row.paused,
  createdAt: row.createdAt.toISOString(),
  matches: tally.matches,
  waiting: tally.waiting,
  lastMatchAt: tally.lastMatchAt?.toISOString() ?? null,
});

const NO_MATCHES = { matches: 0, waiting: 0, lastMatchAt: null };

/**
 * Saved searches with alerts (issue 30, decision 054). A user keeps a listing view under a name; when an
 * auction becomes public, the searches it matches are recorded by one statement in the same transaction
 * (`published`), and their owners are told at once (`sendDue`) or in a daily digest at their hour
 * (`sendDigests`), two scheduler jobs, through the outbox, in their language, under the "Saved search
 * alerts" kind.
 */
export function createSavedSearchesService({
  db,
  catalogue,
  notifications,
  clock = () => new Date(),
}: {
  db: Db;
  catalogue: Pick<CatalogueService, 'search'>;
  notifications: Pick<NotificationsService, 'create' | 'announce'>;
  clock?: () => Date;
}) {
  /** The matching columns of a listing view: its filters as the listing query reads them, its words as it searches them. */
  async function filtersOf(params: SavedSearchParams): Promise<SavedSearchFilters> {
    const parsed = AuctionListQuerySchema.safeParse(params);
    if (!parsed.success) throw new ValidationError(M.badFilters);
    const f = parsed.data;
    const search = await catalogue.search(f.q);
    const near = nearOf(f);
    return {
      searchQuery: search ? searchQuery(search) : null,
      locationPattern: f.location ? containsPattern(f.location) : null,
      propertyType: f.propertyType ?? null,
      category: f.category ?? null,
      state: f.state ?? null,
      district: f.district ? f.district.toLowerCase() : null,
      seller: f.seller ?? null,
      possession: f.possession ?? null,
      minPrice: f.minPrice ?? null,
      maxPrice: f.maxPrice ?? null,
      nearLatitude: near?.latitude ?? null,
      nearLongitude: near?.longitude ?? null,
      nearKm: near?.km ?? null,
    };
  }

  async function owned(actor: Actor, id: string, ex: Executor = db, lock = false): Promise<SavedSearchRow> {
    const row = isUuid(id) ? await repo.findOwned(ex, actor.userId, id, { lock }) : null;
    if (!row) throw new NotFoundError(M.notFound);
    return row;
  }

  async function requireFreeName(ex: Executor, userId: string, name: string, exceptId?: string) {
    if (await repo.nameTaken(ex, userId, name, exceptId)) throw new ConflictError(M.nameTaken, 'NAME_TAKEN');
  }

  async function listOf(userId: string, id?: string): Promise<SavedSearch[]> {
    const found = await repo.listFor(db, userId, id);
    return found.map((r) =>
      toDto(r.row, { matches: Number(r.matches), waiting: Number(r.waiting), lastMatchAt: r.lastMatchAt ? new Date(r.lastMatchAt) : null }),
    );
  }

  return {
    async list(actorOrNull: Actor | null): Promise<SavedSearchList> {
      const actor = requireSignedIn(actorOrNull, M.signInRequired);
      return { items: await listOf(actor.userId) };
    },

    async create(actorOrNull: Actor | null, input: SavedSearchCreate): Promise<SavedSearch> {
      const actor = requireSignedIn(actorOrNull, M.signInRequired);
      const filters = await filtersOf(input.params);
      const row = await db.transaction(async (tx) => {
        // NOTE: the user's row serialises their saves, so two at once cannot both pass the limit.
        await repo.lockOwner(tx, actor.userId);
        if ((await repo.countFor(tx, actor.userId)) >= MAX_SAVED_SEARCHES) throw new ConflictError(M.tooMany, 'TOO_MANY_SAVED_SEARCHES');
        await requireFreeName(tx, actor.userId, input.name);
        return repo.insert(
          tx,
          {
            userId: actor.userId,
            name: input.name,
            page: input.page,
            params: input.params,
            frequency: input.frequency,
            digestHour: input.digestHour,
          },
          filters,
        );
      });
      return toDto(row, NO_MATCHES);
    },

    async update(actorOrNull: Actor | null, id: string, patch: SavedSearchUpdate): Promise<SavedSearch> {
      const actor = requireSignedIn(actorOrNull, M.signInRequired);
      await db.transaction(async (tx) => {
        const current = await owned(actor, id, tx, true);
        if (patch.name !== undefined) await requireFreeName(tx, actor.userId, patch.name, id);
        const hour = patch.digestHour ?? current.digestHour;
        // A digest already due keeps its matches; it moves to the new hour.
        const nextDigest = current.nextDigestAt && hour !== current.digestHour ? { nextDigestAt: nextDigestAt(clock(), hour) } : {};
        await repo.update(tx, id, { ...patch, ...nextDigest });
      });
      const [updated] = await listOf(actor.userId, id);
      return updated!;
    },

    async remove(actorOrNull: Actor | null, id: string): Promise<void> {
      const actor = requireSignedIn(actorOrNull, M.signInRequired);
      await owned(actor, id);
      await repo.delete(db, id);
    },

    /** An alert e-mail's unsubscribe link: that saved search's alerts stop (it is paused, not deleted). Its name, or null. */
    async stopAlerts(userId: string, id: string): Promise<string | null> {
      const row = isUuid(id) ? await repo.findOwned(db, userId, id) : null;
      if (!row) return null;
      if (!row.paused) await repo.update(db, id, { paused: true });
      return row.name;
    },

    /**
     * An auction became public (in the transaction that made it so): the saved searches it matches are
     * recorded, instant ones due now (`sendDue` tells their owners within a tick), daily ones waiting
     * for their digest, which is scheduled at the owner's hour. The alerts are not written here, so an
     * approval costs the matching alone however many searches match (decision 054).
     */
    async published(tx: Executor, auction: { id: string }): Promise<void> {
      const now = clock();
      const matched = await repo.matchAuction(tx, auction.id, now);
      const byHour = new Map<number, string[]>();
      for (const m of matched) if (m.frequency === 'daily') byHour.set(m.digestHour, [...(byHour.get(m.digestHour) ?? []), m.id]);
      for (const [hour, ids] of byHour) await repo.scheduleDigest(tx, ids, nextDigestAt(now, hour));
    },

    /**
     * The scheduler's job: the instant alerts due, in batches, each in the owner's language through the
     * bell and the outbox; none for a search paused since, or an auction withdrawn since. Reads only the
     * due matches, through their index. Returns how many it went through.
     */
    async sendDue({ budgetMs = Infinity }: { budgetMs?: number } = {}): Promise<number> {
      const began = performance.now();
      let done = 0;
      do {
        const now = clock();
        const { n, created } = await db.transaction(async (tx) => {
          const due = await repo.dueAlertsQuery(tx, now, ALERT_BATCH);
          await repo.markTold(tx, due, now);
          const drafts = due
            .filter((m) => m.listed && !m.paused)
            .map((m) => ({
              ...note('savedSearchMatch', { title: m.title, name: m.name, savedSearchId: m.savedSearchId }),
              userId: m.userId,
              auctionId: m.auctionId,
            }));
          return { n: due.length, created: drafts.length ? await notifications.create(tx, drafts, now) : [] };
        });
        notifications.announce(created);
        done += n;
        if (n < ALERT_BATCH) break;
      } while (performance.now() - began < budgetMs);
      return done;
    },

    /**
     * The scheduler's job: each daily saved search whose hour has come gets one notification of the new
     * auctions it matched since its last digest (none when they were all withdrawn, or it is paused).
     * Reads only the due searches, through their index. Returns how many searches it went through.
     */
    async sendDigests({ budgetMs = Infinity }: { budgetMs?: number } = {}): Promise<number> {
      const began = performance.now();
      let done = 0;
      do {
        const now = clock();
        const { n, created } = await db.transaction(async (tx) => {
          const due = await repo.claimDueDigests(tx, now, DIGEST_BATCH);
          const drafts = [];
          for (const s of due) {
            const { count, titles } = await repo.takePending(tx, s.id, now, DIGEST_TITLES);
            await repo.update(tx, s.id, { nextDigestAt: null });
            if (count && !s.paused)
              drafts.push({
                ...note('savedSearchDigest', { name: s.name, count, titles, savedSearchId: s.id }),
                userId: s.userId,
                auctionId: null,
              });
          }
          return { n: due.length, created: drafts.length ? await notifications.create(tx, drafts, now) : [] };
        });
        notifications.announce(created);
        done += n;
        if (n < DIGEST_BATCH) break;
      } while (performance.now() - began < budgetMs);
      return done;
    },
  };
}
export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
