import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog, profiles, users } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export const auditRepository = {
  async insert(db: Executor, row: NewAuditRow) {
    const [inserted] = await db.insert(auditLog).values(row).returning();
    return inserted!;
  },
  async listRecent(db: Executor, limit: number) {
    return db
      .select({ entry: auditLog, actorName: profiles.fullName, actorUserName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit);
  },
  async listFor(db: Executor, objectId: string) {
    return db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(desc(auditLog.createdAt));
  },
};
