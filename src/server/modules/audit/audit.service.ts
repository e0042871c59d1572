import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import { activitySummary, type ActivityFacts } from '../../../shared/messages/activity';
import type { AuditAction, ActivityItem } from '../../../shared/schemas/audit';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/security/actor';
import { auditRepository, type AuditRow } from './audit.repository';

export type AuditEntry = {
  action: AuditAction;
  objectType: string;
  objectId: string | null;
  /** Snapshots of the object: always an object, so the API document can say what `before`/`after` are. */
  before?: AuditSnapshot;
  after?: AuditSnapshot;
};
type AuditSnapshot = Record<string, unknown>;

function labelOf(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const s = snapshot as Record<string, unknown>;
  for (const key of ['label', 'title', 'fullName', 'name', 'email']) {
    const v = s[key];
    if (typeof v === 'string' && v) return v;
  }
  return null;
}

/** What the line says besides the label, from the entry's snapshots (worded in `shared/messages/activity.ts`). */
function detailOf(action: string, before: unknown, after: unknown): Omit<ActivityFacts, 'label'> {
  const a = (after ?? {}) as Record<string, unknown>;
  const b = (before ?? {}) as Record<string, unknown>;
  if (action === 'user.verification' && typeof a.verificationStatus === 'string') return { verificationStatus: a.verificationStatus };
  if ((action === 'user.role.add' || action === 'user.role.remove') && typeof a.changedRole === 'string') {
    return { role: a.changedRole };
  }
  if (action === 'bid.status' && typeof a.status === 'string' && typeof b.status === 'string') {
    return { bidStatus: { from: b.status, to: a.status } };
  }
  if (action === 'document.review' && typeof a.status === 'string') return { documentStatus: a.status };
  // NOTE: the request's snapshot is labelled with the buyer's own name; the line names the amount instead.
  if (action === 'emd_withdrawal.request') return typeof a.amount === 'number' ? { amount: a.amount } : {};
  return {};
}

/** An entry as one Recent Activity line in a language: `Asha Admin approved auction "Row house in Thane"`. */
export function summarize(
  row: Pick<AuditRow, 'action' | 'before' | 'after'>,
  actorName: string | null,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const label = row.action === 'emd_withdrawal.request' ? null : (labelOf(row.after) ?? labelOf(row.before));
  return activitySummary(row.action, actorName, { label, ...detailOf(row.action, row.before, row.after) }, language);
}

/** The append-only audit log (ARCHITECTURE §8): written in the same transaction as the change. */
export function createAuditService(db: Db) {
  return {
    async record(tx: Executor, actor: Pick<Actor, 'userId'> | null, entry: AuditEntry): Promise<void> {
      await auditRepository.insert(tx, {
        actorId: actor?.userId ?? null,
        action: entry.action,
        objectType: entry.objectType,
        objectId: entry.objectId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async recent(limit: number, language: Language = DEFAULT_LANGUAGE): Promise<ActivityItem[]> {
      const rows = await auditRepository.listRecent(db, limit);
      return rows.map(({ entry, actorName, actorUserName }) => {
        const name = actorName || actorUserName || null;
        return {
          id: entry.id,
          action: entry.action,
          objectType: entry.objectType,
          objectId: entry.objectId,
          actorId: entry.actorId,
          actorName: name,
          summary: summarize(entry, name, language),
          // NOTE: jsonb reads back as unknown; `record` writes only AuditSnapshot objects.
          before: (entry.before ?? null) as AuditSnapshot | null,
          after: (entry.after ?? null) as AuditSnapshot | null,
          createdAt: entry.createdAt.toISOString(),
        };
      });
    },

    async forObject(objectId: string) {
      return auditRepository.listFor(db, objectId);
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
