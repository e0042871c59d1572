import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Role, VerificationStatus } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { anyContains } from '../../db/search';
import {
  accounts,
  auctions,
  bids,
  emdHolds,
  profiles,
  rateLimits,
  reminders,
  sessions,
  userRoles,
  users,
  watchlist,
} from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type NewUser = typeof users.$inferInsert;
export type NewCredential = typeof accounts.$inferInsert;

// NOTE: drizzle renders a column in a selected expression without its table name, which inside a
// subquery would bind to the subquery's own user_id; the outer column is therefore spelled out.
const profileUserId = sql.raw('"profiles"."user_id"');

/** Spec §6: the highest role wins, and no role rows means buyer. */
const effectiveRole = sql<Role>`case
  when exists (select 1 from ${userRoles} r where r.user_id = ${profileUserId} and r.role = 'admin') then 'admin'
  when exists (select 1 from ${userRoles} r where r.user_id = ${profileUserId} and r.role = 'vendor') then 'vendor'
  else 'buyer' end`;

/**
 * Decision 037: the profile's user has shown interest in an auction `vendorId` listed: watches it, asked
 * for its reminder, joined it (an EMD hold, of any status) or bid on it. NOTE: those tables belong to
 * other modules; this only reads them, inside the statement that decides what a vendor may see.
 */
const interestedInAuctionsOf = (vendorId: string) => {
  const onVendorsAuction = (table: typeof watchlist | typeof reminders | typeof emdHolds | typeof bids) =>
    sql`exists (select 1 from ${table} x join ${auctions} a on a.id = x.auction_id
      where x.user_id = ${profileUserId} and a.created_by = ${vendorId})`;
  return sql`(${onVendorsAuction(watchlist)} or ${onVendorsAuction(reminders)}
    or ${onVendorsAuction(emdHolds)} or ${onVendorsAuction(bids)})`;
};

export type UserFilter = { q?: string; role?: Role; status?: VerificationStatus };

function whereOf({ q, role, status }: UserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (role) conditions.push(sql`${effectiveRole} = ${role}`);
  if (status) conditions.push(eq(profiles.verificationStatus, status));
  if (q) conditions.push(anyContains(q, [profiles.fullName, profiles.email, profiles.phone, profiles.companyName]));
  return conditions.length ? and(...conditions) : undefined;
}

const listColumns = {
  profile: profiles,
  role: effectiveRole,
  auctionsCount: sql<number>`(select count(*) from ${auctions} a where a.created_by = ${profileUserId})`.mapWith(Number),
  bidsCount: sql<number>`(select count(*) from ${bids} b where b.user_id = ${profileUserId})`.mapWith(Number),
  /** Live auctions whose highest counted bid is this user's (ties to the earlier bid): what a suspension would leave leaderless. */
  leadingLiveAuctions: sql<number>`(select count(*) from ${auctions} a where a.status = 'live' and (
    select b.user_id from ${bids} b where b.auction_id = a.id and b.status in ('active', 'completed')
    order by b.amount desc, b.created_at asc limit 1) = ${profileUserId})`.mapWith(Number),
};

/**
 * People: Better Auth's `users` and credential `accounts` (which Better Auth also writes through its
 * adapter), our `profiles` and `user_roles`. The only code that writes these tables.
 */
export const accountsRepository = {
  // ---------------------------------------------------------------- users and credentials
  async insertUser(db: Executor, user: NewUser) {
    await db.insert(users).values(user);
  },
  async insertCredential(db: Executor, credential: NewCredential) {
    await db.insert(accounts).values(credential);
  },
  async deleteUsers(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return;
    await db.delete(users).where(inArray(users.id, userIds));
  },
  async findUserIdsByEmail(db: Executor, emails: string[]) {
    if (emails.length === 0) return [];
    return db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  },
  async emailTaken(db: Executor, email: string) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    return Boolean(row);
  },
  async countUsers(db: Executor) {
    const [row] = await db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  },
  /**
   * Row locks on accounts: until the transaction ends no bid (or notification) can newly refer to
   * them, because inserting one must take a key-share lock on its user row.
   */
  async lockUsers(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return;
    await db.select({ id: users.id }).from(users).where(inArray(users.id, userIds)).orderBy(asc(users.id)).for('update');
  },

  /** Ends every session of the account (Better Auth's rows: its own routes end them one by one). */
  async deleteSessions(db: Executor, userId: string) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  },

  // ---------------------------------------------------------------- profiles
  async insertProfile(db: Executor, profile: NewProfile) {
    const [row] = await db.insert(profiles).values(profile).onConflictDoNothing().returning();
    return row ?? null;
  },
  async findProfile(db: Executor, userId: string, opts: { lock?: boolean } = {}) {
    const query = db.select().from(profiles).where(eq(profiles.userId, userId));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row ?? null;
  },
  async updateProfile(db: Executor, userId: string, patch: Partial<NewProfile>) {
    const [row] = await db
      .update(profiles)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    return row ?? null;
  },

  // ---------------------------------------------------------------- roles
  async listRoles(db: Executor, userId: string): Promise<Role[]> {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.createdAt));
    return rows.map((r) => r.role);
  },
  async rolesFor(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db.select({ userId: userRoles.userId, role: userRoles.role }).from(userRoles).where(inArray(userRoles.userId, userIds));
  },
  async addRole(db: Executor, userId: string, role: Role) {
    await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  },
  async removeRole(db: Executor, userId: string, role: Role) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  },

  // ---------------------------------------------------------------- the per-account sign-in limit
  /**
   * Counts one attempt under `key` in one statement (so processes racing on it never both pass the
   * last slot): the count starts again when the last attempt is `windowMs` old; false, and nothing
   * written, while `max` attempts are counted and the last is younger than that. Times are in
   * milliseconds, the database's clock unless `now` is given, so processes whose clocks disagree agree.
   */
  async takeSignInAttempt(db: Executor, key: string, { now, windowMs, max }: { now?: number; windowMs: number; max: number }) {
    const at = now === undefined ? sql`(extract(epoch from clock_timestamp()) * 1000)::bigint` : sql`${now}::bigint`;
    const stale = sql`${at} - ${windowMs}::bigint`;
    const rows = await db
      .insert(rateLimits)
      .values({ id: randomUUID(), key, count: 1, lastRequest: at })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.lastRequest} <= ${stale} then 1 else ${rateLimits.count} + 1 end`,
          lastRequest: at,
        },
        setWhere: sql`${rateLimits.count} < ${max} or ${rateLimits.lastRequest} <= ${stale}`,
      })
      .returning({ count: rateLimits.count });
    return rows.length > 0;
  },
  async clearSignInAttempts(db: Executor, key: string) {
    await db.delete(rateLimits).where(eq(rateLimits.key, key));
  },

  // ---------------------------------------------------------------- the admin's and vendor's lists
  async list(db: Executor, filter: UserFilter, page: { limit: number; offset: number }) {
    return db
      .select(listColumns)
      .from(profiles)
      .where(whereOf(filter))
      .orderBy(desc(profiles.createdAt), desc(profiles.userId))
      .limit(page.limit)
      .offset(page.offset);
  },
  async count(db: Executor, filter: UserFilter) {
    const [row] = await db.select({ n: count() }).from(profiles).where(whereOf(filter));
    return row?.n ?? 0;
  },
  async countByRole(db: Executor) {
    const n = (role: Role) => sql<number>`count(*) filter (where ${effectiveRole} = ${role})`.mapWith(Number);
    const [row] = await db.select({ total: count(), admins: n('admin'), vendors: n('vendor'), buyers: n('buyer') }).from(profiles);
    return row ?? { total: 0, admins: 0, vendors: 0, buyers: 0 };
  },
  async findListed(db: Executor, userId: string) {
    const [row] = await db.select(listColumns).from(profiles).where(eq(profiles.userId, userId));
    return row ?? null;
  },
  /** The pending buyers who have shown interest in one of the vendor's auctions, newest first. */
  async pendingBuyersOf(db: Executor, vendorId: string) {
    return db
      .select()
      .from(profiles)
      .where(and(eq(profiles.verificationStatus, 'pending'), sql`${effectiveRole} = 'buyer'`, interestedInAuctionsOf(vendorId)))
      .orderBy(desc(profiles.createdAt))
      .limit(500);
  },
  async isInterestedInAuctionsOf(db: Executor, userId: string, vendorId: string) {
    const [row] = await db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.userId, userId), interestedInAuctionsOf(vendorId)));
    return row !== undefined;
  },
  async effectiveRoleOf(db: Executor, userId: string) {
    const [row] = await db.select({ role: effectiveRole }).from(profiles).where(eq(profiles.userId, userId));
    return row?.role ?? null;
  },
};
