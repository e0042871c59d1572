import { defineMessages } from './define';

/** The bulk listing import's texts of the API (issue 31, part 2). Re-exported by `schemas/listing-import.ts`. */
export const LISTING_IMPORT_MESSAGES = defineMessages('listingImport', {
  fileRequired: 'Choose a spreadsheet (CSV or XLSX) to import.',
  unreadable: 'This file could not be read as a CSV or XLSX spreadsheet.',
  empty: 'The spreadsheet has no rows under its header.',
  tooLarge: 'The spreadsheet may be at most 5 MB, and the zip at most 200 MB.',
  tooManyRows: 'A spreadsheet holds at most 1,000 properties: split it into several files.',
  missingColumn: 'This required column is missing from the header row.',
  unknownColumn: 'This column is not one of the template’s.',
  zipUnreadable: 'The attachments are not a readable zip file.',
  notInZip: 'No file of this name is in the zip.',
  noZip: 'This row names files, but no zip of photos and notices was attached.',
  photoType: 'Photos must be JPEG, PNG or WebP.',
  noticeType: 'The sale notice must be a PDF.',
  notFound: 'Import not found.',
} as const);
