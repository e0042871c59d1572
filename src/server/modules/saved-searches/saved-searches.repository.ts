import { and, asc, count, desc, eq, inArray, isNull, lte, max, sql, type SQL } from 'drizzle-orm';
import { UNLISTED_STATUSES } from '../../../shared/domain/access';
import type { AlertFrequency } from '../../../shared/domain/saved-searches';
import type { Executor } from '../../db/client';
import { distanceKmSql } from '../catalogue/catalogue.repository';
import { rows } from '../../db/rows';
import { auctions, savedSearchMatches, savedSearches } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearchRow = typeof savedSearches.$inferInsert;
/** The matching columns of a saved search, with its search as a full-text query (SQL, written in place). */
export type SavedSearchFilters = Omit<
  NewSavedSearchRow,
  | 'id'
  | 'userId'
  | 'name'
  | 'page'
  | 'params'
  | 'frequency'
  | 'digestHour'
  | 'paused'
  | 'nextDigestAt'
  | 'createdAt'
  | 'updatedAt'
  | 'searchQuery'
> & { searchQuery: SQL | null };

/** A saved search that a newly public auction matched. */
export type Matched = { id: string; userId: string; name: string; frequency: AlertFrequency; digestHour: number };

const pending = isNull(savedSearchMatches.notifiedAt);

/** The saved searches whose digest is due, oldest first, locked (others skip them). */
export function dueDigestsQuery(db: Executor, now: Date, limit: number) {
  return db
    .select()
    .from(savedSearches)
    .where(lte(savedSearches.nextDigestAt, now))
    .orderBy(asc(savedSearches.nextDigestAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The one owner of `saved_searches` and `saved_search_matches`. */
export const savedSearchesRepository = {
  /** A user's saved searches, newest first, with how many auctions each matched and how many wait for a digest. */
  async listFor(db: Executor, userId: string, id?: string) {
    return db
      .select({
        row: savedSearches,
        matches: count(savedSearchMatches.auctionId),
        waiting: sql<number>`count(*) filter (where ${savedSearchMatches.auctionId} is not null and ${pending})`.mapWith(Number),
        lastMatchAt: max(savedSearchMatches.matchedAt),
      })
      .from(savedSearches)
      .leftJoin(savedSearchMatches, eq(savedSearchMatches.savedSearchId, savedSearches.id))
      .where(and(eq(savedSearches.userId, userId), id ? eq(savedSearches.id, id) : undefined))
      .groupBy(savedSearches.id)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  },

  /** Serialises one user's saves (the limit is counted under it). */
  async lockOwner(db: Executor, userId: string): Promise<void> {
    await db.execute(sql`select 1 from users where id = ${userId} for update`);
  },

  async countFor(db: Executor, userId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(savedSearches).where(eq(savedSearches.userId, userId));
    return Number(row?.n ?? 0);
  },

  async findOwned(db: Executor, userId: string, id: string, { lock = false } = {}) {
    const query = db
      .select()
      .from(savedSearches)
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  async nameTaken(db: Executor, userId: string, name: string, exceptId?: string): Promise<boolean> {
    const [row] = await db
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(
        and(
          eq(savedSearches.userId, userId),
          sql`lower(${savedSearches.name}) = lower(${name})`,
          exceptId ? sql`${savedSearches.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  },

  /** NOTE: a search of stop words alone ("the") is an empty query, which matches nothing: it is kept as none. */
  async insert(db: Executor, values: Omit<NewSavedSearchRow, 'searchQuery'>, filters: SavedSearchFilters): Promise<SavedSearchRow> {
    const { searchQuery, ...columns } = filters;
    const [row] = await db
      .insert(savedSearches)
      .values({
        ...values,
        ...columns,
        searchQuery: searchQuery ? sql`(select case when numnode(q) = 0 then null else q end from (select ${searchQuery} as q) s)` : null,
      })
      .returning();
    return row!;
  },

  async update(db: Executor, id: string, patch: Partial<NewSavedSearchRow>): Promise<SavedSearchRow> {
    const [row] = await db
      .update(savedSearches)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(savedSearches.id, id))
      .returning();
    return row!;
  },

  async delete(db: Executor, id: string): Promise<void> {
    await db.delete(savedSearches).where(eq(savedSearches.id, id));
  },

  /**
   * Records which saved searches a newly public auction matches, in one statement: every search not
   * paused, not its own seller's, whose filters all hold for the auction (an empty filter holds for
   * any). The search words are matched against the auction's search row, as the listing matches them.
   * An instant search's match is due at `at` (the scheduler tells its owner), a daily one's waits for
   * its digest. NOTE: it reads the searches of the auction's state and those naming none, through
   * `saved_searches_state_idx`, a few cheap comparisons each (bench/saved-searches).
   */
  async matchAuction(db: Executor, auctionId: string, at: Date): Promise<Matched[]> {
    // NOTE: the state as a value, not the joined row's column: the planner then reads the state's share
    // of the searches from its statistics (an index for a small state, a scan for a large one).
    const [auction] = await db.select({ state: auctions.state }).from(auctions).where(eq(auctions.id, auctionId));
    if (!auction) return [];
    const ofState = auction.state ? sql`select * from saved_searches where not paused and state = ${auction.state} union all ` : sql``;
    return rows<Matched>(
      db,
      sql`
        with matched as (
          insert into saved_search_matches (saved_search_id, auction_id, matched_at, due_at)
          select s.id, a.id, ${at}, case when s.frequency = 'instant' then ${at}::timestamptz end
          from auctions a
          join auction_search x on x.auction_id = a.id
          cross join (${ofState}select * from saved_searches where not paused and state is null) s
          where a.id = ${auctionId}
            and s.user_id is distinct from a.created_by
            and (s.search_query is null or x.tsv @@ s.search_query)
            and (s.location_pattern is null or a.location ilike s.location_pattern)
            and (s.property_type is null or s.property_type = a.property_type)
            and (s.category is null or s.category = a.category)
            and (s.district is null or s.district = lower(a.district))
            and (s.seller is null or s.seller = a.created_by)
            and (s.possession is null or s.possession = a.possession)
            and (s.min_price is null or a.current_bid >= s.min_price)
            and (s.max_price is null or a.current_bid <= s.max_price)
            and (s.near_km is null or (x.latitude is not null and ${distanceKmSql(
              { latitude: sql`x.latitude`, longitude: sql`x.longitude` },
              { latitude: sql`s.near_latitude`, longitude: sql`s.near_longitude` },
            )} <= s.near_km))
          on conflict do nothing
          returning saved_search_id
        )
        select s.id, s.user_id as "userId", s.name, s.frequency, s.digest_hour as "digestHour"
        from matched m join saved_searches s on s.id = m.saved_search_id`,
    );
  },

  /**
   * Instant alerts due, oldest first, locked (others skip them), through `saved_search_matches_due_idx`:
   * each with its search's owner and name, and the auction's title and whether it is still public.
   */
  dueAlertsQuery(db: Executor, now: Date, limit: number) {
    return db
      .select({
        savedSearchId: savedSearchMatches.savedSearchId,
        auctionId: savedSearchMatches.auctionId,
        userId: savedSearches.userId,
        name: savedSearches.name,
        paused: savedSearches.paused,
        title: auctions.title,
        listed: sql<boolean>`${auctions.status} not in (${sql.join(
          UNLISTED_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      })
      .from(savedSearchMatches)
      .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
      .innerJoin(auctions, eq(auctions.id, savedSearchMatches.auctionId))
      .where(and(pending, lte(savedSearchMatches.dueAt, now)))
      .orderBy(asc(savedSearchMatches.dueAt))
      .limit(limit)
      .for('update', { of: savedSearchMatches, skipLocked: true });
  },

  async markTold(db: Executor, matches: { savedSearchId: string; auctionId: string }[], at: Date): Promise<void> {
    if (!matches.length) return;
    await db
      .update(savedSearchMatches)
      .set({ notifiedAt: at })
      .where(
        sql`(${savedSearchMatches.savedSearchId}, ${savedSearchMatches.auctionId}) in (${sql.join(
          matches.map((m) => sql`(${m.savedSearchId}::uuid, ${m.auctionId}::uuid)`),
          sql`, `,
        )})`,
      );
  },

  /** A daily search's digest is due at `at` unless an earlier one is already set. */
  async scheduleDigest(db: Executor, ids: string[], at: Date): Promise<void> {
    if (!ids.length) return;
    await db
      .update(savedSearches)
      .set({ nextDigestAt: at })
      .where(and(inArray(savedSearches.id, ids), isNull(savedSearches.nextDigestAt)));
  },

  /** Saved searches whose digest is due, locked (others skip them), through `saved_searches_digest_due_idx`. */
  async claimDueDigests(db: Executor, now: Date, limit: number): Promise<SavedSearchRow[]> {
    return dueDigestsQuery(db, now, limit);
  },

  /**
   * A saved search's matches not yet told, marked told: how many are still public, and the titles of
   * the first `titles` of them in the order they came.
   */
  async takePending(db: Executor, savedSearchId: string, at: Date, titles: number): Promise<{ count: number; titles: string[] }> {
    const taken = await db
      .update(savedSearchMatches)
      .set({ notifiedAt: at })
      .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), pending))
      .returning({ auctionId: savedSearchMatches.auctionId, matchedAt: savedSearchMatches.matchedAt });
    if (!taken.length) return { count: 0, titles: [] };
    const still = await db
      .select({ title: auctions.title })
      .from(auctions)
      .where(
        and(
          inArray(
            auctions.id,
            taken.map((t) => t.auctionId),
          ),
          sql`${auctions.status} not in (${sql.join(
            UNLISTED_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(asc(auctions.createdAt), asc(auctions.id));
    return { count: still.length, titles: still.slice(0, titles).map((r) => r.title) };
  },
};
