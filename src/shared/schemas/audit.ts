import { z } from 'zod';
import { ADMIN_RECENT_ACTIVITY } from '../domain/constants';
import { LANGUAGES } from '../domain/languages';

/** Every action the audit log records, as `<object>.<verb>`. */
export const AUDIT_ACTIONS = [
  'auction.create',
  'auction.update',
  'auction.delete',
  'auction.approve',
  'auction.start',
  'auction.end',
  'auction.image.add',
  'auction.image.remove',
  'auction.image.arrange',
  'user.create',
  'user.verification',
  'user.role.add',
  'user.role.remove',
  'user.emd',
  'buyer.approve',
  'emd_deposit.create',
  'emd_deposit.verify',
  'emd_deposit.reject',
  'emd_withdrawal.request',
  'emd_withdrawal.pay',
  'emd_withdrawal.reject',
  'sale.accept',
  'sale.lapse',
  'sale.confirm',
  'sale.reject',
  'sale.payment.report',
  'sale.payment.verify',
  'sale.payment.reject',
  'sale.complete',
  'sale.extend',
  'sale.address',
  'sale.forfeit',
  'sale.resale',
  'sale.void',
  'bid.status',
  'bid_sheet.sign_off',
  'sale_notice.prepare',
  'sale_notice.approve',
  'document.upload',
  'document.review',
  'document.visibility',
  'document.delete',
  'question.answer',
  'question.hide',
  'inspection.accept',
  'inspection.propose',
  'inspection.decline',
  'sample_image.upload',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `GET /api/admin/activity` query. */
export const ActivityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_RECENT_ACTIVITY),
  lang: z.enum(LANGUAGES).optional().describe('The language of the summaries (English when absent)'),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  /** e.g. `Asha Rao approved auction "3 BHK in Thane"`. */
  summary: z.string(),
  /** The object's snapshot before and after the change (null for a creation or a deletion). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof ActivityItemSchema>;

export const ActivityListSchema = z.object({ items: z.array(ActivityItemSchema) });
export type ActivityList = z.infer<typeof ActivityListSchema>;
