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
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { CreatedNotification, NotificationsService } from '../notifications/notifications.service';
import { savedSearchesRepository as repo, type SavedSearchFilters, type SavedSearchRow } from './saved-searches.repository';

/** Digests one tick of the scheduler sends at most. */
const DIGEST_BATCH = 50;

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
 * auction becomes public, the searches it matches are found by one statement in the same transaction
 * (`published`), and their owners are told at once or in a daily digest at their hour (`sendDigests`,
 * a scheduler job), through the outbox, in their language, under the "Saved search alerts" kind.
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
     * recorded; the owners of instant ones are told now, daily ones get their digest scheduled. Returns
     * what to announce once the transaction has committed.
     */
    async published(tx: Executor, auction: { id: string; title: string }): Promise<() => void> {
      const matched = await repo.matchAuction(tx, auction.id);
      if (!matched.length) return () => {};
      const now = clock();
      const instant = matched.filter((m) => m.frequency === 'instant');
      const created: CreatedNotification[] = instant.length
        ? await notifications.create(
            tx,
            instant.map((m) => ({
              ...note('savedSearchMatch', { title: auction.title, name: m.name, savedSearchId: m.id }),
              userId: m.userId,
              auctionId: auction.id,
            })),
            now,
          )
        : [];
      await repo.markNotified(
        tx,
        auction.id,
        instant.map((m) => m.id),
        now,
      );
      const byHour = new Map<number, string[]>();
      for (const m of matched) if (m.frequency === 'daily') byHour.set(m.digestHour, [...(byHour.get(m.digestHour) ?? []), m.id]);
      for (const [hour, ids] of byHour) await repo.scheduleDigest(tx, ids, nextDigestAt(now, hour));
      return () => notifications.announce(created);
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
