import { and, asc, count, desc, eq, gte, ilike, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { UNLISTED_STATUSES, type AuctionVisibility } from '../../../shared/domain/access';
import type {
  AuctionStatus,
  Category,
  IndianState,
  ListingSort,
  PossessionType,
  PropertyType,
  SaleStage,
} from '../../../shared/domain/constants';
import { boundingBox, EARTH_RADIUS_KM, type LatLng } from '../../../shared/domain/geo';
import type { Db, Executor } from '../../db/client';
import { rows } from '../../db/rows';
import { containsPattern } from '../../db/search';
import { auctionSearch, auctions } from '../../db/schema';
import type { ListingCursor } from '../../../shared/schemas/auction';
import type { AuctionRow } from '../auctions/auctions.repository';
import { excludesWords, type ListingSearch, type TermLookup } from './listing-search';

export type ListingFilters = {
  visibility: AuctionVisibility;
  search?: ListingSearch;
  statuses?: AuctionStatus[];
  propertyType?: PropertyType;
  category?: Category;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  featured?: boolean;
  createdBy?: string;
  state?: IndianState;
  district?: string;
  seller?: string;
  possession?: PossessionType;
  /** Only auctions within `km` of this point (decision 056). */
  near?: LatLng & { km: number };
};

/**
 * Search rows within `km` of a point (decision 056): the box around the circle, which
 * auction_search_coordinates_idx finds (a range of latitudes, each entry's longitude checked in the
 * index), then the exact great-circle distance, which rules out the box's corners. The same formula as
 * `distanceKm`, so a card's distance and the filter agree.
 */
function nearCondition({ km, ...center }: LatLng & { km: number }): SQL {
  const box = boundingBox(center, km);
  const lat = auctionSearch.latitude;
  const lng = auctionSearch.longitude;
  const point = { latitude: sql`${center.latitude}::float8`, longitude: sql`${center.longitude}::float8` };
  return sql`(${lat} between ${box.south}::float8 and ${box.north}::float8 and ${lng} between ${box.west}::float8 and ${box.east}::float8
    and ${distanceKmSql({ latitude: sql`${lat}`, longitude: sql`${lng}` }, point)} <= ${km}::float8)`;
}

/** The great-circle distance in km between two points given as SQL (haversine, as `distanceKm` computes it). */
export function distanceKmSql(a: { latitude: SQL; longitude: SQL }, b: { latitude: SQL; longitude: SQL }): SQL {
  const h = sql`power(sin(radians(${a.latitude} - ${b.latitude}) / 2), 2)
    + cos(radians(${b.latitude})) * cos(radians(${a.latitude})) * power(sin(radians(${a.longitude} - ${b.longitude}) / 2), 2)`;
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(${h}))))`;
}

// NOTE: the configuration of `auction_search_tsv` (migrations 0010, 0022); documents and queries must agree.
/**
 * The full-text query of a search: its words (as typed or corrected) by websearch rules, each place of
 * the alternative names list named in it rewritten to any of its names (`ts_rewrite`, so "-nashik"
 * rules out "nasik" too).
 */
export function searchQuery({ query, places }: ListingSearch): SQL {
  let q = sql`websearch_to_tsquery('english'::regconfig, ${query}::text)`;
  for (const { name, names } of places) {
    const any = sql.join(
      names.map((n) => sql`plainto_tsquery('english'::regconfig, ${n}::text)`),
      sql` || `,
    );
    q = sql`ts_rewrite(${q}, plainto_tsquery('english'::regconfig, ${name}::text), ${any})`;
  }
  return q;
}

/** Rows of auction_search (joined to auctions) that the search matches, through its GIN index. */
export function searchCondition(search: ListingSearch): SQL {
  return sql`${auctionSearch.tsv} @@ ${searchQuery(search)}`;
}

/** The full-text query whose place in a row ranks it (the Relevance order). */
function rankingQuery(search: ListingSearch): SQL {
  return searchQuery(search);
}

/**
 * The Relevance order's tiers, best first (decision 021): the words are in the title; in the title
 * with the location; anywhere (the description too). NOTE: a query that rules a word out (`-pune`) must
 * hold for the whole document as well: the title alone lacking "pune" says nothing of the rest.
 */
function tierConditions(search: ListingSearch, query: SQL): [SQL, SQL, SQL] {
  const whole = searchCondition(search);
  const within = (part: SQL) => (excludesWords(search.query) ? sql`(${part} @@ ${query} and ${whole})` : sql`${part} @@ ${query}`);
  return [within(sql`${auctionSearch.titleTsv}`), within(sql`${auctionSearch.headTsv}`), whole];
}

/** A row's tier in the Relevance order (0 best), for the rows of a search. */
function relevanceTier(search: ListingSearch, query: SQL): SQL {
  const [title, head] = tierConditions(search, query);
  return sql`(case when ${title} then 0 when ${head} then 1 else 2 end)`;
}

function visibilityCondition(v: AuctionVisibility): SQL | undefined {
  if (v.kind === 'all') return undefined;
  const listed = notInArray(auctions.status, [...UNLISTED_STATUSES]);
  return v.ownerId ? or(listed, eq(auctions.createdBy, v.ownerId)) : listed;
}

/**
 * Every filter except status and property type, which the counts leave out in turn (and state and
 * district, which `countGroups` leaves out). The search and the place need auction_search joined.
 */
function baseConditions(f: ListingFilters): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [visibilityCondition(f.visibility)];
  if (f.search) conditions.push(searchCondition(f.search));
  if (f.location) conditions.push(ilike(auctions.location, containsPattern(f.location)));
  if (f.category) conditions.push(eq(auctions.category, f.category));
  if (f.minPrice !== undefined) conditions.push(gte(auctions.currentBid, f.minPrice));
  if (f.maxPrice !== undefined) conditions.push(lte(auctions.currentBid, f.maxPrice));
  if (f.featured !== undefined) conditions.push(eq(auctions.featured, f.featured));
  if (f.createdBy) conditions.push(eq(auctions.createdBy, f.createdBy));
  // NOTE: the search row's copies of the place, which its index finds (decision 048).
  if (f.state) conditions.push(eq(auctionSearch.state, f.state));
  if (f.district) conditions.push(sql`lower(${auctionSearch.district}) = lower(${f.district})`);
  if (f.seller) conditions.push(eq(auctions.createdBy, f.seller));
  if (f.possession) conditions.push(eq(auctions.possession, f.possession));
  if (f.near) conditions.push(nearCondition(f.near));
  return conditions;
}

/** Every filter of the listing: the base ones, status and property type. */
function allConditions(f: ListingFilters): (SQL | undefined)[] {
  const conditions = baseConditions(f);
  if (f.statuses) conditions.push(inArray(auctions.status, f.statuses), closedSide(f.statuses));
  if (f.propertyType) conditions.push(eq(auctions.propertyType, f.propertyType));
  return conditions;
}

/**
 * Whether the rows matching these filters can be found in auction_search alone, through its copies of
 * the auction's columns that a bid never changes (migrations 0019 and 0028): a search or a place to
 * start from (their indexes are there), and no price (a bid changes it), location text or owner's
 * drafts. Looking up each match's auction row was most of a common word's search, and of a place with
 * a possession or category (decision 048).
 */
function inSearchRows(f: ListingFilters): boolean {
  const { visibility: v } = f;
  return (
    (f.search !== undefined || f.state !== undefined || f.district !== undefined || f.near !== undefined) &&
    (v.kind === 'all' || !v.ownerId) &&
    !f.location &&
    f.minPrice === undefined &&
    f.maxPrice === undefined
  );
}

/**
 * Such filters' conditions on auction_search's own columns; `counted`: the counted columns' filters
 * too; `match`: what the words must match, when not the whole text (a Relevance tier's part).
 */
function searchRowConditions(
  f: ListingFilters,
  counted: boolean,
  match: SQL | undefined = f.search ? searchCondition(f.search) : undefined,
): (SQL | undefined)[] {
  const listed = f.visibility.kind === 'all' ? undefined : notInArray(auctionSearch.status, [...UNLISTED_STATUSES]);
  const conditions = [listed, match];
  if (f.category) conditions.push(eq(auctionSearch.category, f.category));
  if (f.featured !== undefined) conditions.push(eq(auctionSearch.featured, f.featured));
  if (f.createdBy) conditions.push(eq(auctionSearch.createdBy, f.createdBy));
  if (f.seller) conditions.push(eq(auctionSearch.createdBy, f.seller));
  if (f.possession) conditions.push(eq(auctionSearch.possession, f.possession));
  if (f.near) conditions.push(nearCondition(f.near));
  if (counted) {
    if (f.statuses) conditions.push(inArray(auctionSearch.status, f.statuses));
    if (f.propertyType) conditions.push(eq(auctionSearch.propertyType, f.propertyType));
    if (f.state) conditions.push(eq(auctionSearch.state, f.state));
    if (f.district) conditions.push(sql`lower(${auctionSearch.district}) = lower(${f.district})`);
  }
  return conditions;
}

/**
 * Whether the counts table (`auction_facet_counts`) answers the counts of these filters: it counts
 * by status, type, featured, state and district only, so a search, location, price, category,
 * possession or seller needs the matching rows themselves (decision 025).
 */
export function countsFromFacets(f: ListingFilters): boolean {
  return (
    !f.search &&
    !f.location &&
    f.minPrice === undefined &&
    f.maxPrice === undefined &&
    !f.createdBy &&
    !f.seller &&
    !f.category &&
    !f.possession &&
    !f.near
  );
}

/** A group of the counts table: how many auctions share these counted columns. */
export type FacetGroup = {
  status: AuctionStatus;
  propertyType: PropertyType;
  featured: boolean;
  state: IndianState | null;
  district: string | null;
  n: number;
};

type FacetRow = {
  status: AuctionStatus;
  property_type: PropertyType;
  featured: boolean | string;
  state: IndianState | null;
  district: string | null;
  n: number | string;
  pieces?: number | string;
};
const facetGroup = (r: FacetRow): FacetGroup => ({
  status: r.status,
  propertyType: r.property_type,
  featured: r.featured === true || r.featured === 't',
  state: r.state,
  district: r.district,
  n: Number(r.n),
});

/** `select … from auctions`, joined to its search row (one per auction) when the filters search or name a place. */
function fromListing<T extends Parameters<Db['select']>[0] & object>(db: Executor, columns: T, f: ListingFilters) {
  const query = db.select(columns).from(auctions).$dynamic();
  const joined = f.search !== undefined || f.state !== undefined || f.district !== undefined || f.near !== undefined;
  return joined ? query.innerJoin(auctionSearch, eq(auctionSearch.auctionId, auctions.id)) : query;
}

const closed = sql`(${auctions.status} in ('ended', 'cancelled'))`;
/** An open auction's end time, null for a closed one: the second key of the Ending Soon order. */
const openEnd = sql`(case when ${closed} then null else ${auctions.endTime} end)`;

/**
 * The Ending Soon order's first key, where the statuses asked for all lie on one side of it: said
 * apart, it lets a walk of auctions_ending_soon_idx start where those rows begin. NOTE: without it,
 * ended auctions with a search and a price were found after reading the index past every open auction
 * (105,000 rows, 85 ms, at 150,000 auctions).
 */
function closedSide(statuses: readonly AuctionStatus[]): SQL | undefined {
  const closedOnes = statuses.filter((s) => s === 'ended' || s === 'cancelled').length;
  if (closedOnes === statuses.length) return closed;
  return closedOnes === 0 ? sql`${closed} is false` : undefined;
}

/**
 * NOTE: every order ends on `id` so equal keys never swap between pages. Ending Soon lists open
 * auctions (live, upcoming, draft) by end time, soonest first, then closed ones (ended,
 * cancelled) with the most recently closed first.
 */
function orderFor(sort: ListingSort, search: ListingSearch | undefined): SQL[] {
  switch (sort) {
    case 'relevance': {
      return search
        ? [asc(relevanceTier(search, rankingQuery(search))), ...orderFor('ending_soon', undefined)]
        : orderFor('ending_soon', undefined);
    }
    case 'ending_soon':
      return [
        asc(closed),
        sql`${openEnd} asc nulls last`,
        // Spelled out to match auctions_ending_soon_idx exactly (end_time is never null).
        sql`${auctions.endTime} desc nulls last`,
        asc(auctions.id),
      ];
    case 'highest_bid':
      return [desc(auctions.currentBid), asc(auctions.id)];
    case 'most_bids':
      return [desc(auctions.bidCount), asc(auctions.id)];
    case 'newest':
      return [desc(auctions.createdAt), asc(auctions.id)];
  }
}

/**
 * The rows after `cursor` in its order (see `orderFor`). NOTE: each condition repeats the leading key
 * as a bound of its own (`created_at <= …`) so that PostgreSQL can start the index scan there instead
 * of filtering every row before it.
 */
function afterCursor(cursor: ListingCursor): SQL {
  const id = cursor.id;
  switch (cursor.sort) {
    case 'newest': {
      const at = sql`(select created_at from auctions where id = ${id})`;
      return sql`(${auctions.createdAt} <= ${at} and (${auctions.createdAt} < ${at} or ${auctions.id} > ${id}))`;
    }
    case 'highest_bid':
    case 'most_bids': {
      const column = cursor.sort === 'highest_bid' ? auctions.currentBid : auctions.bidCount;
      return sql`(${column} <= ${cursor.value} and (${column} < ${cursor.value} or ${auctions.id} > ${id}))`;
    }
    case 'ending_soon': {
      const end = sql`${cursor.endTime}::timestamptz`;
      // Open auctions come first by end time (earliest first), then closed ones (latest first).
      // NOTE: spelled as auctions_ending_soon_idx's keys, so the scan starts at the cursor: after an
      // open row, the row comparison on its first two keys (closed rows follow every open one, so they
      // pass it); after a closed row, the first two keys fixed and a bound on the third.
      return cursor.closed
        ? sql`(${closed} and ${openEnd} is null and ${auctions.endTime} <= ${end} and (${auctions.endTime} < ${end} or ${auctions.id} > ${id}))`
        : sql`((${closed}, ${openEnd}) >= (false, ${end}) and (${closed} or ${openEnd} > ${end} or ${auctions.id} > ${id}))`;
    }
  }
}

/** The cursor of the page after `last`, the last row of a page in order `sort`. */
export function cursorAfter(sort: ListingSort, last: AuctionRow): ListingCursor | null {
  switch (sort) {
    case 'newest':
      return { sort, id: last.id };
    case 'highest_bid':
      return { sort, value: last.currentBid, id: last.id };
    case 'most_bids':
      return { sort, value: last.bidCount, id: last.id };
    case 'ending_soon':
      return { sort, closed: last.status === 'ended' || last.status === 'cancelled', endTime: last.endTime.toISOString(), id: last.id };
    case 'relevance':
      return null;
  }
}

/** The ids of a page, found by walking the order's index until the page is found: quick when many rows match. */
export function listPageIds(
  db: Executor,
  filters: ListingFilters,
  { sort, limit, offset, after }: { sort: ListingSort; limit: number; offset: number; after?: ListingCursor },
) {
  return fromListing(db, { id: auctions.id }, filters)
    .where(and(...allConditions(filters), after ? afterCursor(after) : undefined))
    .orderBy(...orderFor(sort, filters.search))
    .limit(limit)
    .offset(offset);
}

/**
 * The ids of a page where the listing counted every match (no more than `cap`): the matches are read
 * first, through the indexes that find them (full text, place, price), then sorted. NOTE: walking the
 * order's index (`listPageIds`) for a filter that matches few rows reads every row of the index (a rare
 * word at 150,000 auctions: a second), since the planner cannot know that the matches are few and far
 * between; the count knows (decision 046).
 */
export function sortedMatchesStatement(
  db: Executor,
  filters: ListingFilters,
  { sort, limit, offset, after, cap }: { sort: ListingSort; limit: number; offset: number; after?: ListingCursor; cap: number },
): SQL {
  // NOTE: a search whose other filters auction_search holds too is matched on its rows alone, so the
  // full-text index leads (joined to auctions, the planner may start from a status or place instead).
  const matching = inSearchRows(filters)
    ? db
        .select({ id: sql`${auctionSearch.auctionId}`.as('id') })
        .from(auctionSearch)
        .where(and(...searchRowConditions(filters, true)))
        .limit(cap + 1)
    : fromListing(db, { id: auctions.id }, filters)
        .where(and(...allConditions(filters)))
        .limit(cap + 1);
  const searched = filters.search ? sql`inner join ${auctionSearch} on ${auctionSearch.auctionId} = ${auctions.id}` : sql``;
  return sql`with matching as materialized (${matching})
      select ${auctions.id} as id from ${auctions} inner join matching on matching.id = ${auctions.id} ${searched}
      ${after ? sql`where ${afterCursor(after)}` : sql``}
      order by ${sql.join(orderFor(sort, filters.search), sql`, `)} limit ${limit} offset ${offset}`;
}

/**
 * The ids of a page of a search in the Relevance order when many rows match (more than the listing
 * counts), as one statement: for each tier, the first `offset + limit` rows matching it in the Ending Soon order; a row
 * in several keeps its best tier. NOTE: each tier's rows include the better tiers' (a title match is a
 * match anywhere), which keeps its condition one the planner estimates well; the first n rows of a tier
 * then hold the first rows of what it adds to the tiers above, as many as a page can need. Ranking
 * every match instead cost a common word's search 80 ms at 150,000 auctions (decision 021).
 * The title and place tiers may match few rows while the whole text matches many ("parking" is in
 * descriptions, in no title): each is first read through its own index, no further than `cap` + 1
 * rows; when that is all of it, those rows are sorted, and only a tier of more is read in the Ending
 * Soon index until found (each way guarded by the tier's bounded count, which PostgreSQL evaluates once
 * before either; decision 046).
 */
export function densePageStatement(
  filters: ListingFilters & { search: ListingSearch },
  { limit, offset, cap }: { limit: number; offset: number; cap: number },
): SQL {
  const query = rankingQuery(filters.search);
  const others = allConditions({ ...filters, search: undefined });
  const conditions = tierConditions(filters.search, query);
  const columns = (tier: number) =>
    sql`${auctions.id} as id, ${tier}::int as tier, ${closed} as k1, ${openEnd} as k2, ${auctions.endTime} as k3`;
  const ending = sql.join(orderFor('ending_soon', undefined), sql`, `);
  const joined = sql`${auctions} inner join ${auctionSearch} on ${auctionSearch.auctionId} = ${auctions.id}`;
  // NOTE: where the search rows hold every filter, a tier's rows are found in them alone: joined to
  // auctions, the rows of a common word's tier cost a lookup each (60 ms of a 65 ms search at 150,000).
  const tiersInSearchRows = inSearchRows(filters);
  const bounded = conditions.slice(0, 2).map((condition, tier) => {
    const found = tiersInSearchRows
      ? sql`select ${auctionSearch.auctionId} as id from ${auctionSearch} where ${and(...searchRowConditions(filters, true, condition))}`
      : sql`select ${auctions.id} as id from ${joined} where ${and(...others, condition)}`;
    return sql`${sql.raw(`tier${tier}`)} as materialized (${found} limit ${cap + 1})`;
  });
  const tiers = conditions.flatMap((condition, tier) => {
    const walk = (guard: SQL | undefined) =>
      sql`(select ${columns(tier)} from ${joined} where ${and(...others, condition, guard)} order by ${ending} limit ${offset + limit})`;
    if (tier === 2) return [walk(undefined)];
    const name = sql.raw(`tier${tier}`);
    const size = sql`(select count(*) from ${name})`;
    return [
      sql`(select ${columns(tier)} from ${auctions} inner join ${name} on ${name}.id = ${auctions.id}
          where ${size} <= ${cap} order by ${ending} limit ${offset + limit})`,
      walk(sql`${size} > ${cap}`),
    ];
  });
  return sql`with ${sql.join(bounded, sql`, `)}
      select id from (select distinct on (id) id, tier, k1, k2, k3 from (${sql.join(tiers, sql` union all `)}) found order by id, tier) best
      order by tier, k1, k2 asc nulls last, k3 desc nulls last, id limit ${limit} offset ${offset}`;
}

/**
 * Search rows read in turn before asking the full-text index whether a word is in any document. NOTE:
 * `EXISTS (… tsv @@ q)` alone was planned as a sequential scan expecting an early match: for a word in
 * no document that read every row (2 s at 1,500,000 auctions). A word of more than one row in this
 * many is found among them; a rarer one is counted through the index, which finds its few rows at once.
 */
const IN_DOCUMENTS_PROBE = 1_000;

/** The statement of `catalogueRepository.vocabularyOf` (its plan is tested). */
function vocabularyStatement(terms: string[]): SQL {
  // NOTE: a term the vocabulary holds asks nothing more: the other lookups are gated on `not known`.
  // A word the full-text search leaves out ("and", "with") counts as known: it is never "corrected".
  return sql`with q as (select t from unnest(string_to_array(${terms.join('|')}::text, '|')) as u(t)),
    k as (
      select q.t, exists (select 1 from search_vocabulary v where v.term = q.t and (v.docs > 0 or v.canonical is not null))
        or numnode(plainto_tsquery('english'::regconfig, q.t)) = 0 as known
      from q
    )
    select k.t, k.known,
      case when not k.known and position(' ' in k.t) = 0 then
        case when exists (select 1 from (select tsv from auction_search limit ${IN_DOCUMENTS_PROBE}) p
                          where p.tsv @@ plainto_tsquery('english'::regconfig, k.t)) then true
        else (select count(*) from auction_search s where s.tsv @@ plainto_tsquery('english'::regconfig, k.t)) > 0 end
      end as in_documents,
      s.term as similar, s.canonical as similar_canonical, s.sim as similarity,
      c.term as completion, c.canonical as completion_canonical
    from k
    left join lateral (
      select v.term, v.canonical, similarity(v.term, k.t) as sim from search_vocabulary v
        left join search_vocabulary named on named.term = v.canonical
      where not k.known and v.term % k.t and (v.docs > 0 or v.canonical is not null)
        and length(v.term) - length(replace(v.term, ' ', '')) = length(k.t) - length(replace(k.t, ' ', ''))
      order by similarity(v.term, k.t) desc, coalesce(named.docs, v.docs) desc, v.term limit 1
    ) s on true
    left join lateral (
      select v.term, v.canonical from search_vocabulary v
      where not k.known and length(k.t) >= 3 and position(' ' in k.t) = 0 and v.term like k.t || '%' and v.term <> k.t
        and (v.docs > 0 or v.canonical is not null)
      order by v.docs desc, v.term limit 1
    ) c on true`;
}

/**
 * The one owner of `auctions` (and, by its trigger, `auction_search`): every read that needs SQL of
 * its own and every write. Other modules change an auction through the auctions module's services.
 */

export const catalogueRepository = {
  /**
   * A page of the listing: `offset` rows skipped, or the rows after `after` (seeking through the
   * order's index). NOTE: the page's ids are found first and its rows read after: the order, the
   * skipped rows and a search's tiers then handle narrow rows (an index-only scan for the deep pages
   * of Newest), and only the page's own rows are read whole (decision 025).
   */
  async listPage(
    db: Executor,
    filters: ListingFilters,
    {
      sort,
      limit,
      offset,
      after,
      many,
      cap,
    }: { sort: ListingSort; limit: number; offset: number; after?: ListingCursor; many?: boolean; cap: number },
  ): Promise<AuctionRow[]> {
    const { search } = filters;
    // `many`: more rows match than the listing counts (`cap`), so a ranked search reads each tier's
    // first rows only; `false`: the listing counted them all, so they are read first and then sorted;
    // unknown (counts from the counts table): the order's index is walked.
    const page =
      many && sort === 'relevance' && search
        ? await rows<{ id: string }>(db, densePageStatement({ ...filters, search }, { limit, offset, cap }))
        : many === false
          ? await rows<{ id: string }>(db, sortedMatchesStatement(db, filters, { sort, limit, offset, after, cap }))
          : await listPageIds(db, filters, { sort, limit, offset, after });
    if (page.length === 0) return [];
    const ids = page.map((r) => r.id);
    const byId = new Map((await db.select().from(auctions).where(inArray(auctions.id, ids))).map((r) => [r.id, r]));
    // NOTE: a row deleted between the two reads is left out; the page is then one short.
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  /**
   * Rows per (status, property type, state, district) among the first `cap` + 1 rows matching every
   * filter but those four; the service folds them into the per-status, per-type, per-state and
   * per-district counts and the total. When they add up to more than `cap`, each is a lower bound
   * (see `countMatching`).
   */
  async countGroups(db: Executor, filters: ListingFilters, cap: number) {
    const unplaced = { ...filters, state: undefined, district: undefined };
    const counted = { status: auctions.status, propertyType: auctions.propertyType, state: auctions.state, district: auctions.district };
    const found = inSearchRows(unplaced)
      ? db
          .select({
            status: auctionSearch.status,
            propertyType: auctionSearch.propertyType,
            state: auctionSearch.state,
            district: auctionSearch.district,
          })
          .from(auctionSearch)
          .where(and(...searchRowConditions(unplaced, false)))
          .limit(cap + 1)
          .as('found')
      : fromListing(db, counted, unplaced)
          .where(and(...baseConditions(unplaced)))
          .limit(cap + 1)
          .as('found');
    return db
      .select({ status: found.status, propertyType: found.propertyType, state: found.state, district: found.district, n: count() })
      .from(found)
      .groupBy(found.status, found.propertyType, found.state, found.district);
  },

  /** How many rows match every filter, counting no further than `cap` + 1. */
  async countMatching(db: Executor, filters: ListingFilters, cap: number): Promise<number> {
    const one = { one: sql<number>`1`.as('one') };
    const found = inSearchRows(filters)
      ? db
          .select(one)
          .from(auctionSearch)
          .where(and(...searchRowConditions(filters, true)))
          .limit(cap + 1)
          .as('found')
      : fromListing(db, one, filters)
          .where(and(...allConditions(filters)))
          .limit(cap + 1)
          .as('found');
    const [row] = await db.select({ n: count() }).from(found);
    return Number(row?.n ?? 0);
  },

  /**
   * How many rows the planner expects to match every filter (`EXPLAIN`, from the tables' statistics):
   * what "about 12,000" says where more match than are counted (decision 046). Reads no row; null
   * when the plan names no figure.
   */
  async estimateMatching(db: Executor, filters: ListingFilters): Promise<number | null> {
    const one = { one: sql<number>`1`.as('one') };
    const query = inSearchRows(filters)
      ? db
          .select(one)
          .from(auctionSearch)
          .where(and(...searchRowConditions(filters, true)))
      : fromListing(db, one, filters).where(and(...allConditions(filters)));
    const [row] = await rows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
    const cell = row ? Object.values(row)[0] : undefined;
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan?: { 'Plan Rows'?: number } }] | undefined;
    const estimate = plan?.[0]?.Plan?.['Plan Rows'];
    return typeof estimate === 'number' && Number.isFinite(estimate) ? estimate : null;
  },

  /** The counts table summed per group, and how many rows (pieces) it holds (the scheduler folds them: decision 040). */
  async facetGroups(db: Executor): Promise<{ groups: FacetGroup[]; pieces: number }> {
    const found = await rows<FacetRow>(
      db,
      sql`SELECT status, property_type, featured, state, district, sum(n) AS n, count(*) AS pieces
          FROM auction_facet_counts GROUP BY status, property_type, featured, state, district`,
    );
    return { groups: found.map(facetGroup).filter((g) => g.n !== 0), pieces: found.reduce((sum, r) => sum + Number(r.pieces), 0) };
  },

  /** A vendor's own unlisted auctions (drafts, cancelled) in the counts table's groups: public lists leave them out, each vendor sees theirs. */
  async unlistedGroups(db: Executor, ownerId: string): Promise<FacetGroup[]> {
    const found = await rows<FacetRow>(
      db,
      sql`SELECT status, property_type, featured, state, district, count(*) AS n FROM auctions
          WHERE created_by = ${ownerId} AND status IN ('draft', 'cancelled') GROUP BY status, property_type, featured, state, district`,
    );
    return found.map(facetGroup);
  },

  /** Who lists public auctions, with how many: the listing's Bank / seller filter. */
  async publicSellers(db: Executor) {
    return rows<{ id: string; name: string; auctions: number | string }>(
      db,
      sql`select auctions.created_by as id, coalesce(nullif(p.company_name, ''), nullif(p.full_name, ''), u.name) as name, count(*) as auctions
          from auctions join users u on u.id = auctions.created_by left join profiles p on p.user_id = auctions.created_by
          where ${visibilityCondition({ kind: 'public' })}
          group by auctions.created_by, p.company_name, p.full_name, u.name`,
    );
  },

  vocabularyOfStatement: vocabularyStatement,

  /**
   * What the vocabulary (`search_vocabulary`, migration 0022) says of each of `terms` (words and runs
   * of words of a query): whether it is a term of it; for a single word, whether some auction's text
   * holds it (through the full-text index); the most similar term of as many words (`%`, through the
   * trigram index: pg_trgm's similarity_threshold, 0.3 by default, then the closest, the most auctions
   * first); and the term with the most auctions that begins with it. NOTE: reads a few rows of a table
   * of a few thousand per term, never the documents' text (decision 039).
   */
  async vocabularyOf(db: Executor, terms: string[]): Promise<Map<string, TermLookup>> {
    if (terms.length === 0) return new Map();
    const found = await rows<{
      t: string;
      known: boolean | string;
      in_documents: boolean | string | null;
      similar: string | null;
      similar_canonical: string | null;
      similarity: number | string | null;
      completion: string | null;
      completion_canonical: string | null;
    }>(db, vocabularyStatement(terms));
    const yes = (v: boolean | string | null) => v === true || v === 't';
    return new Map(
      found.map((r) => [
        r.t,
        {
          known: yes(r.known),
          inDocuments: yes(r.in_documents),
          similar: r.similar ? { term: r.similar, similarity: Number(r.similarity), canonical: r.similar_canonical } : null,
          completion: r.completion ? { term: r.completion, canonical: r.completion_canonical } : null,
        },
      ]),
    );
  },

  /**
   * Writes the alternative names list into the vocabulary: each name's term with the term of its
   * place's own name (`canonical`), and takes the mark off terms no longer in the list. Terms in
   * order, so two servers starting together wait for each other rather than deadlock.
   */
  async writePlaceNames(db: Executor, names: { term: string; canonical: string }[]): Promise<void> {
    const terms = names.map((n) => n.term).join('|');
    const canonicals = names.map((n) => n.canonical).join('|');
    await db.execute(sql`update search_vocabulary set canonical = null
      where canonical is not null and not (term = any(string_to_array(${terms}::text, '|')))`);
    await db.execute(sql`insert into search_vocabulary (term, canonical)
      select term, canonical from unnest(string_to_array(${terms}::text, '|'), string_to_array(${canonicals}::text, '|')) as n(term, canonical)
      order by term
      on conflict (term) do update set canonical = excluded.canonical
      where search_vocabulary.canonical is distinct from excluded.canonical`);
  },

  /** The most recently created auctions, whatever their status (the admin dashboard). */
  async newest(db: Executor, limit: number) {
    return db.select().from(auctions).orderBy(desc(auctions.createdAt), desc(auctions.id)).limit(limit);
  },

  /** Every public auction's id and last change, the most recently changed first (the sitemap). */
  async publicIndex(db: Executor, limit: number) {
    return db
      .select({ id: auctions.id, updatedAt: auctions.updatedAt })
      .from(auctions)
      .where(visibilityCondition({ kind: 'public' }))
      .orderBy(desc(auctions.updatedAt), asc(auctions.id))
      .limit(limit);
  },

  /** The seller's name and the sale's stage of an auction (its page). */
  async detailOf(db: Executor, id: string) {
    const [row] = await rows<{ seller_name: string; stage: SaleStage | null }>(
      db,
      sql`select coalesce(p.company_name, p.full_name, u.name) as seller_name, s.stage
          from auctions a join users u on u.id = a.created_by left join profiles p on p.user_id = a.created_by
          left join sales s on s.auction_id = a.id where a.id = ${id}`,
    );
    return row ? { sellerName: row.seller_name, stage: row.stage } : null;
  },

  // ---------------------------------------------------------------- the counts table's upkeep
  /** How many pieces the counts table holds (a count of a small table: a few thousand rows at most). */
  async facetPieces(db: Executor): Promise<number> {
    const [row] = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM auction_facet_counts`);
    return Number(row?.n ?? 0);
  },

  /**
   * Folds the counts table into one row per group (concurrent writers' pieces, not yet visible, stay
   * apart): readers see the old pieces or the sums, never neither. Returns how many rows the fold
   * wrote. `limit`: fold no more than that many pieces, any of them (their sums are folded as well as
   * all of them would be), so that one statement's work is bounded (decision 040).
   */
  async compactFacets(db: Executor, limit?: number): Promise<number> {
    const some = limit === undefined ? sql`` : sql`WHERE ctid = ANY (ARRAY(SELECT ctid FROM auction_facet_counts LIMIT ${limit}))`;
    const found = await rows<{ n: number | string }>(
      db,
      sql`WITH gone AS (DELETE FROM auction_facet_counts ${some} RETURNING *),
        folded AS (INSERT INTO auction_facet_counts (status, property_type, featured, state, district, n)
          SELECT status, property_type, featured, state, district, sum(n) FROM gone
          GROUP BY status, property_type, featured, state, district HAVING sum(n) <> 0 RETURNING 1)
        SELECT count(*) AS n FROM folded`,
    );
    return Number(found[0]?.n ?? 0);
  },
};
