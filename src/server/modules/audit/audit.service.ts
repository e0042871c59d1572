import type { AuditAction, ActivityItem } from '../../../shared/schemas/audit';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
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

/** Words for the Recent Activity line; the object's label comes from its before/after snapshot. */
const VERBS: Record<AuditAction, string> = {
  'auction.create': 'created auction',
  'auction.update': 'updated auction',
  'auction.delete': 'deleted auction',
  'auction.approve': 'approved auction',
  'auction.start': 'started auction',
  'auction.end': 'ended auction',
  'auction.image.add': 'added images to',
  'auction.image.remove': 'removed an image from',
  'auction.image.arrange': 'rearranged the images of',
  'user.create': 'added user',
  'user.verification': 'changed the verification of',
  'user.role.add': 'added a role to',
  'user.role.remove': 'removed a role from',
  'user.emd': 'updated the EMD of',
  'buyer.approve': 'approved buyer',
  'emd_deposit.create': 'submitted an EMD deposit of',
  'emd_deposit.verify': 'verified the EMD deposit of',
  'emd_deposit.reject': 'rejected the EMD deposit of',
  'emd_withdrawal.request': 'asked to withdraw EMD:',
  'emd_withdrawal.pay': 'paid an EMD withdrawal',
  'emd_withdrawal.reject': 'rejected an EMD withdrawal',
  'sale.accept': 'accepted the highest bid below the reserve on',
  'sale.lapse': 'let the highest bid lapse on',
  'sale.confirm': 'confirmed the sale of',
  'sale.reject': 'did not confirm the sale of',
  'sale.payment.report': 'reported a payment for',
  'sale.payment.verify': 'verified a payment for',
  'sale.payment.reject': 'rejected a payment for',
  'sale.complete': 'completed the sale of',
  'sale.extend': 'extended the balance deadline of',
  'sale.forfeit': 'recorded the forfeiture of',
  'sale.resale': 'put up for re-sale',
  'sale.void': 'voided (its buyer’s account removed) the sale of',
  'bid.status': 'changed the status of a bid on',
  'document.upload': 'uploaded document',
  'document.review': 'reviewed document',
  'document.visibility': 'changed the visibility of document',
  'document.delete': 'deleted document',
  'sample_image.upload': 'uploaded sample image',
};

function labelOf(snapshot: unknown): string | null {
  if (!snapshot || typeof snapshot !== 'object') return null;
  const s = snapshot as Record<string, unknown>;
  for (const key of ['label', 'title', 'fullName', 'name', 'email']) {
    const v = s[key];
    if (typeof v === 'string' && v) return v;
  }
  return null;
}

function detailOf(action: string, before: unknown, after: unknown): string {
  const a = (after ?? {}) as Record<string, unknown>;
  const b = (before ?? {}) as Record<string, unknown>;
  if (action === 'user.verification' && typeof a.verificationStatus === 'string') return ` to ${a.verificationStatus}`;
  if ((action === 'user.role.add' || action === 'user.role.remove') && typeof a.changedRole === 'string') {
    return ` (${a.changedRole})`;
  }
  if (action === 'bid.status' && typeof a.status === 'string' && typeof b.status === 'string') {
    return ` (${b.status} → ${a.status})`;
  }
  if (action === 'document.review' && typeof a.status === 'string') return ` (${a.status})`;
  return '';
}

export function summarize(row: AuditRow, actorName: string | null): string {
  const who = actorName ?? 'Someone';
  const verb = VERBS[row.action as AuditAction] ?? row.action;
  const label = labelOf(row.after) ?? labelOf(row.before);
  const object = label ? ` "${label}"` : '';
  return `${who} ${verb}${object}${detailOf(row.action, row.before, row.after)}`;
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

    async recent(limit: number): Promise<ActivityItem[]> {
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
          summary: summarize(entry, name),
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
