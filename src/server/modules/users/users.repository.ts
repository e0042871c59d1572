import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/constants';
import type { Executor } from '../../db/client';
import { profiles, userRoles, users } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;

export const usersRepository = {
  async findUser(db: Executor, userId: string) {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  },
  async findUserByEmail(db: Executor, email: string) {
    const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
    return row ?? null;
  },
  async findProfile(db: Executor, userId: string) {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    return row ?? null;
  },
  async insertProfile(db: Executor, profile: NewProfile) {
    const [row] = await db.insert(profiles).values(profile).onConflictDoNothing().returning();
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
  async listRoles(db: Executor, userId: string): Promise<Role[]> {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.createdAt));
    return rows.map((r) => r.role);
  },
  async listRolesFor(db: Executor, userIds: string[]) {
    if (userIds.length === 0) return [];
    return db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
  },
  async addRole(db: Executor, userId: string, role: Role) {
    await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
  },
  async removeRole(db: Executor, userId: string, role: Role) {
    await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  },
  async countProfiles(db: Executor) {
    const [row] = await db.select({ n: count() }).from(profiles);
    return row?.n ?? 0;
  },
  async listProfiles(db: Executor) {
    return db.select().from(profiles).orderBy(desc(profiles.createdAt));
  },
};
