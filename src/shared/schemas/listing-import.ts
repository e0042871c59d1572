import { z } from 'zod';
import { CATEGORIES, POSSESSION_TYPES, PROPERTY_TYPES } from '../domain/constants';

/** The most rows one spreadsheet may hold (issue 31, part 2). */
export const IMPORT_MAX_ROWS = 1_000;
/** The spreadsheet's and the zip's largest sizes. */
export const IMPORT_SHEET_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_ZIP_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The template's columns, in order: each one's header (English, as the template prints it), the form
 * field it fills, whether it is required, and what it takes. The template's "Columns" sheet and the
 * import page's table are written from this list.
 */
export const IMPORT_COLUMNS = [
  { header: 'title', field: 'title', required: true, takes: 'Text, 5 to 150 characters', example: '3 BHK Flat, Baner' },
  {
    header: 'description',
    field: 'description',
    required: true,
    takes: 'Text, at least 20 characters',
    example: 'A three-bedroom flat on the 9th floor with covered parking, near Baner Road.',
  },
  { header: 'location', field: 'location', required: true, takes: 'Locality and city as buyers read it', example: 'Baner, Pune' },
  {
    header: 'address',
    field: 'address',
    required: false,
    takes: 'Full postal address',
    example: 'Flat 902, Sai Heights, Baner Road, Pune 411045',
  },
  { header: 'state', field: 'state', required: true, takes: 'A state or union territory of India, spelt in full', example: 'Maharashtra' },
  { header: 'district', field: 'district', required: true, takes: 'The district', example: 'Pune' },
  { header: 'locality', field: 'locality', required: false, takes: 'The locality', example: 'Baner' },
  { header: 'pin_code', field: 'pinCode', required: true, takes: 'Six digits', example: '411045' },
  { header: 'property_type', field: 'propertyType', required: true, takes: PROPERTY_TYPES.join(', '), example: 'Residential' },
  { header: 'category', field: 'category', required: false, takes: CATEGORIES.join(', '), example: 'Apartment' },
  { header: 'area_sq_ft', field: 'areaSqFt', required: false, takes: 'Whole square feet', example: '1150' },
  { header: 'starting_bid', field: 'startingBid', required: true, takes: 'Whole rupees (commas allowed)', example: '52,00,000' },
  { header: 'reserve_price', field: 'reservePrice', required: false, takes: 'Whole rupees', example: '55,00,000' },
  { header: 'emd_amount', field: 'emdAmount', required: true, takes: 'Whole rupees', example: '5,20,000' },
  {
    header: 'start_time',
    field: 'startTime',
    required: true,
    takes: 'Date and time in IST: YYYY-MM-DD HH:MM (or a spreadsheet date)',
    example: '2027-01-15 11:00',
  },
  { header: 'end_time', field: 'endTime', required: true, takes: 'Date and time in IST, after the start', example: '2027-01-15 15:00' },
  {
    header: 'sale_notice_date',
    field: 'saleNoticeDate',
    required: false,
    takes: 'YYYY-MM-DD: when the sale notice was published (at least 30 days before the start)',
    example: '2026-12-10',
  },
  { header: 'is_resale', field: 'isResale', required: false, takes: 'yes or no (a re-sale needs 15 days’ notice)', example: 'no' },
  {
    header: 'emd_cutoff',
    field: 'emdCutoff',
    required: false,
    takes: 'Date and time in IST: the last moment for the EMD',
    example: '2027-01-14 17:00',
  },
  { header: 'possession', field: 'possession', required: false, takes: POSSESSION_TYPES.join(' or '), example: 'physical' },
  { header: 'inspection_from', field: 'inspectionFrom', required: false, takes: 'Date and time in IST', example: '2027-01-05 11:00' },
  { header: 'inspection_to', field: 'inspectionTo', required: false, takes: 'Date and time in IST', example: '2027-01-07 17:00' },
  { header: 'authorised_officer_name', field: 'authorisedOfficerName', required: false, takes: 'Name', example: 'Sunil Pawar' },
  {
    header: 'authorised_officer_phone',
    field: 'authorisedOfficerPhone',
    required: false,
    takes: 'Indian mobile number',
    example: '9876543210',
  },
  {
    header: 'encumbrances',
    field: 'encumbrances',
    required: false,
    takes: 'Known dues, charges or cases',
    example: 'Society dues of ₹48,000',
  },
  {
    header: 'photos',
    field: 'photos',
    required: false,
    takes: 'File names in the zip, separated by ; (JPEG, PNG or WebP; the first is the cover)',
    example: 'baner-1.jpg; baner-2.jpg',
  },
  {
    header: 'sale_notice_file',
    field: 'saleNoticeFile',
    required: false,
    takes: 'A PDF’s file name in the zip',
    example: 'baner-notice.pdf',
  },
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export const IMPORT_MODES = ['all_or_nothing', 'valid_rows'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export const IMPORT_STATUSES = ['importing', 'done', 'rejected', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** One problem of one row: its number as the spreadsheet shows it (the header is row 1) and its column's header. */
export const ImportIssueSchema = z.object({
  row: z.number().int().positive(),
  column: z.string().nullable(),
  message: z.string(),
  /** The file name a row named, where the problem is that file. */
  value: z.string().optional(),
});
export type ImportIssue = z.infer<typeof ImportIssueSchema>;

/** `POST /api/vendor/listing-imports` and `GET …/:id`: an import, while it runs and after. */
export const ListingImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  mode: z.enum(IMPORT_MODES),
  /**
   * importing: rows are being written (`processed` of `valid`); done: `imported` drafts written;
   * rejected: the file had errors and nothing was imported (all or nothing); failed: it stopped on an error of ours.
   */
  status: z.enum(IMPORT_STATUSES),
  rows: z.number().int().nonnegative(),
  valid: z.number().int().nonnegative(),
  processed: z.number().int().nonnegative(),
  imported: z.number().int().nonnegative(),
  /** The first 500 problems, in row order. */
  issues: z.array(ImportIssueSchema),
  issueCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ListingImport = z.infer<typeof ListingImportSchema>;

export const ListingImportListSchema = z.object({ items: z.array(ListingImportSchema) });
export type ListingImportList = z.infer<typeof ListingImportListSchema>;

export { LISTING_IMPORT_MESSAGES } from '../messages/listing-import';
