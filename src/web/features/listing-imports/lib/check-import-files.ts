import { IMPORT_SHEET_MAX_BYTES, IMPORT_ZIP_MAX_BYTES } from '@shared/schemas/listing-import';

/** What the form says is wrong with a chosen file before anything is sent (the page words each in its language). */
export type ImportFileProblem = 'fileRequired' | 'sheetType' | 'sheetTooLarge' | 'zipType' | 'zipTooLarge';

export type ImportFileProblems = { file?: ImportFileProblem; attachments?: ImportFileProblem };

/** What the spreadsheet input accepts, and the zip's. */
export const SHEET_ACCEPT = '.csv,.xlsx';
export const ZIP_ACCEPT = '.zip';

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The spreadsheet's problem, or null when it may be sent. */
export function checkSheet(file: { name: string; size: number } | null): ImportFileProblem | null {
  if (!file) return 'fileRequired';
  if (!['csv', 'xlsx'].includes(extensionOf(file.name))) return 'sheetType';
  if (file.size > IMPORT_SHEET_MAX_BYTES) return 'sheetTooLarge';
  return null;
}

/** The zip's problem, or null when it may be sent (it is optional). */
export function checkZip(file: { name: string; size: number } | null): ImportFileProblem | null {
  if (!file) return null;
  if (extensionOf(file.name) !== 'zip') return 'zipType';
  if (file.size > IMPORT_ZIP_MAX_BYTES) return 'zipTooLarge';
  return null;
}

/**
 * The client's mirror of the server's first checks (a file is chosen, by its name's extension, and no
 * larger than the limits): the server still reads the content itself.
 */
export function checkImportFiles(file: { name: string; size: number } | null, attachments: { name: string; size: number } | null) {
  const problems: ImportFileProblems = {};
  const sheet = checkSheet(file);
  const zip = checkZip(attachments);
  if (sheet) problems.file = sheet;
  if (zip) problems.attachments = zip;
  return problems;
}
