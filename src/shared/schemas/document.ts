import { z } from 'zod';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../domain/constants';
import { defineMessages } from '../messages/define';

export const DOCUMENT_MESSAGES = defineMessages('document', {
  invalidType: 'Invalid file type. Only PDF, JPEG, PNG, and WebP files are allowed.',
  tooLarge: `File size exceeds ${MAX_DOCUMENT_BYTES / (1024 * 1024)}MB limit.`,
  noFile: 'Choose a file to upload.',
  typeRequired: 'Document type is required',
  categoryRequired: 'Category is required',
  nameMax: 'Name must be less than 200 characters',
  reasonRequired: 'A reason is required to reject a document',
  notFound: 'Document not found',
  uploaded: 'Document uploaded. It will be visible once reviewed.',
} as const);

export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  sale_notice: 'Sale Notice',
  title_deed: 'Title Deed',
  survey_report: 'Survey Report',
  clearance: 'Clearance',
  valuation: 'Valuation',
  property_images: 'Property Images',
};

/** MIME types a document may have; the server checks the content (PDF magic, image decode). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp';

const boolField = z.preprocess(
  (v) => (v === 'true' || v === 'on' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
  z.boolean(),
);

/** Text fields sent with the file in `POST /api/auctions/:id/documents` (multipart). */
export const DocumentUploadFieldsSchema = z.object({
  name: z.string().trim().max(200, DOCUMENT_MESSAGES.nameMax).optional(),
  type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.typeRequired }),
  category: z.enum(DOCUMENT_CATEGORIES, { error: DOCUMENT_MESSAGES.categoryRequired }),
  isPublic: boolField.default(false),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFieldsSchema>;

export const DocumentSchema = z.object({
  id: z.string(),
  auctionId: z.string(),
  auctionTitle: z.string(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  category: z.enum(DOCUMENT_CATEGORIES),
  mimeType: z.string(),
  /** "pdf", "jpeg", "png" or "webp". */
  fileType: z.string(),
  sizeBytes: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  isPublic: z.boolean(),
  rejectionReason: z.string().nullable(),
  downloadCount: z.number(),
  uploadedBy: z.string(),
  uploaderName: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  /** `GET` here downloads the file (access-checked, counted). */
  downloadUrl: z.string(),
});
export type Document = z.infer<typeof DocumentSchema>;

export const DocumentListSchema = z.object({ items: z.array(DocumentSchema) });
export type DocumentList = z.infer<typeof DocumentListSchema>;

export const DOCUMENT_TABS = ['all', 'pending', 'legal', 'technical', 'rejected'] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number];

const allToUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);

/** `GET /api/admin/documents` query. */
export const AdminDocumentListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  tab: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DOCUMENT_TABS).default('all')),
  category: z.preprocess(allToUndefined, z.enum(DOCUMENT_CATEGORIES).optional()),
  status: z.preprocess(allToUndefined, z.enum(DOCUMENT_STATUSES).optional()),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type AdminDocumentListQuery = z.infer<typeof AdminDocumentListQuerySchema>;

export const DocumentCountsSchema = z.object({
  total: z.number(),
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  legal: z.number(),
  technical: z.number(),
  totalDownloads: z.number(),
  totalBytes: z.number(),
});
export type DocumentCounts = z.infer<typeof DocumentCountsSchema>;

export const AdminDocumentListSchema = z.object({
  items: z.array(DocumentSchema),
  total: z.number(),
  counts: DocumentCountsSchema,
});
export type AdminDocumentList = z.infer<typeof AdminDocumentListSchema>;

/** `POST /api/admin/documents/:id/review`. */
export const DocumentReviewSchema = z
  .object({
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.decision === 'approve' || (v.reason && v.reason.length > 0), {
    path: ['reason'],
    message: DOCUMENT_MESSAGES.reasonRequired,
  });
export type DocumentReview = z.infer<typeof DocumentReviewSchema>;

/** `PATCH /api/documents/:id`. */
export const DocumentUpdateSchema = z.object({ isPublic: z.boolean() });
export type DocumentUpdate = z.infer<typeof DocumentUpdateSchema>;
