import { parse as parseCsv } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import type { z } from 'zod';
import { AuctionCreateSchema, type AuctionCreate } from '../../../shared/schemas/auction-form';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, LISTING_IMPORT_MESSAGES as M, type ImportIssue } from '../../../shared/schemas/listing-import';

/** A cell as a spreadsheet gives it: CSV cells are text; XLSX cells may be numbers, booleans or dates. */
type Cell = string | number | boolean | Date | null;

/** A row the form's rules accept, with the files it names in the zip. */
export type CheckedRow = {
  row: number;
  input: AuctionCreate;
  photos: { name: string; data: Buffer }[];
  saleNotice: { name: string; data: Buffer } | null;
};
export type CheckedSheet = { rows: number; valid: CheckedRow[]; issues: ImportIssue[] };

/** Thrown for a file that is not a spreadsheet at all, or breaks a file-wide limit: nothing of it is imported. */
export class SheetError extends Error {}

const BY_HEADER = new Map<string, (typeof IMPORT_COLUMNS)[number]>(IMPORT_COLUMNS.map((c) => [c.header, c]));
const BY_FIELD = new Map<string, (typeof IMPORT_COLUMNS)[number]>(IMPORT_COLUMNS.map((c) => [c.field, c]));
const IST_OFFSET_MS = 5.5 * 3_600_000;
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

const startsWith = (data: Uint8Array, bytes: number[], at = 0) => bytes.every((b, i) => data[at + i] === b);
const isZip = (data: Uint8Array) => startsWith(data, ZIP_MAGIC);
const PHOTO_MAGIC: number[][] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
];
const isPhoto = (data: Uint8Array) =>
  PHOTO_MAGIC.some((m) => startsWith(data, m)) ||
  (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8));
const isPdf = (data: Uint8Array) => startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d]);

/** The sheet's rows of cells: the first sheet of an XLSX, or a CSV in UTF-8 (a byte-order mark allowed). */
async function cellsOf(data: Buffer): Promise<Cell[][]> {
  try {
    if (isZip(data)) return (await readSheet(data)) as Cell[][];
    return parseCsv(data.toString('utf8'), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch {
    throw new SheetError(M.unreadable);
  }
}

const text = (cell: Cell): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell).trim();
};

/** Whole rupees or square feet: "52,00,000", "₹ 5,20,000", 5200000. Anything else stays text, which the form's rule refuses. */
function amount(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  const raw = text(cell);
  if (raw === '') return undefined;
  const plain = raw.replace(/[₹,\s]/g, '').replace(/^rs\.?/i, '');
  return /^\d+(\.\d+)?$/.test(plain) ? Number(plain) : raw;
}

/**
 * A time in IST: "2027-01-15 11:00", "2027-01-15T11:00", "15-01-2027 11:00", a bare date (midnight),
 * or an XLSX date cell (whose clock reads as IST). Anything else stays text, which the form's rule refuses.
 */
function istTime(cell: Cell): unknown {
  // NOTE: a spreadsheet keeps a time as a fraction of a day, read back a millisecond off: to the second.
  if (cell instanceof Date) return new Date(Math.round(cell.getTime() / 1000) * 1000 - IST_OFFSET_MS).toISOString();
  const raw = text(cell);
  if (raw === '') return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(raw);
  const indian = /^(\d{2})[-/](\d{2})[-/](\d{4})(?:[ T](\d{1,2}):(\d{2}))?$/.exec(raw);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : indian ? [indian[3], indian[2], indian[1], indian[4], indian[5]] : null;
  if (!parts) return raw;
  const [y, mo, d, h = '0', mi = '0'] = parts as [string, string, string, string | undefined, string | undefined];
  const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) - IST_OFFSET_MS;
  return Number.isNaN(at) ? raw : new Date(at).toISOString();
}

/** A calendar date: "2026-12-10", "10-12-2026" or an XLSX date. */
function day(cell: Cell): unknown {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const raw = text(cell);
  if (raw === '') return undefined;
  const indian = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(raw);
  return indian ? `${indian[3]}-${indian[2]}-${indian[1]}` : raw;
}

function yesNo(cell: Cell): unknown {
  if (typeof cell === 'boolean') return cell;
  const raw = text(cell).toLowerCase();
  if (raw === '') return undefined;
  if (['yes', 'y', 'true', '1'].includes(raw)) return true;
  if (['no', 'n', 'false', '0'].includes(raw)) return false;
  return raw;
}

const READ: Partial<Record<string, (cell: Cell) => unknown>> = {
  areaSqFt: amount,
  startingBid: amount,
  reservePrice: amount,
  emdAmount: amount,
  startTime: istTime,
  endTime: istTime,
  emdCutoff: istTime,
  inspectionFrom: istTime,
  inspectionTo: istTime,
  saleNoticeDate: day,
  isResale: yesNo,
};

const names = (cell: Cell) =>
  text(cell)
    .split(/[;\n]/)
    .map((n) => n.trim())
    .filter(Boolean);

/** The zip's files by their name without folders, compared without case. */
function filesOf(zip: Buffer | null): Map<string, Buffer> | null {
  if (!zip) return null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.length));
  } catch {
    throw new SheetError(M.zipUnreadable);
  }
  const files = new Map<string, Buffer>();
  for (const [path, data] of Object.entries(entries)) {
    const name = path.split('/').pop()!;
    if (name && !path.endsWith('/') && !path.startsWith('__MACOSX/')) files.set(name.toLowerCase(), Buffer.from(data));
  }
  return files;
}

const columnOf = (path: readonly PropertyKey[]): string | null => {
  const field = String(path[0] ?? '');
  return BY_FIELD.get(field)?.header ?? null;
};

/**
 * Reads a spreadsheet of listings and checks every row with the listing form's own rules
 * (`AuctionCreateSchema`), and the files each row names against the zip: the rows that pass, and every
 * problem with its row number (the header is row 1) and column.
 */
export async function checkSheet(sheet: Buffer, zip: Buffer | null): Promise<CheckedSheet> {
  const cells = await cellsOf(sheet);
  const files = filesOf(zip);
  const [header = [], ...body] = cells;
  const dataRows = body.filter((r) => r.some((c) => text(c) !== ''));
  if (dataRows.length === 0) throw new SheetError(M.empty);
  if (dataRows.length > IMPORT_MAX_ROWS) throw new SheetError(M.tooManyRows);

  const issues: ImportIssue[] = [];
  const headers = header.map((h) => text(h).toLowerCase().replace(/\s+/g, '_'));
  for (const h of headers) if (h && !BY_HEADER.has(h)) issues.push({ row: 1, column: h, message: M.unknownColumn });
  for (const c of IMPORT_COLUMNS)
    if (c.required && !headers.includes(c.header)) issues.push({ row: 1, column: c.header, message: M.missingColumn });
  if (issues.length > 0) return { rows: dataRows.length, valid: [], issues };

  const valid: CheckedRow[] = [];
  body.forEach((cellsOfRow, i) => {
    if (!cellsOfRow.some((c) => text(c) !== '')) return;
    const row = i + 2;
    const raw: Record<string, unknown> = {};
    const byHeader = new Map<string, Cell>();
    headers.forEach((h, col) => byHeader.set(h, cellsOfRow[col] ?? null));
    for (const column of IMPORT_COLUMNS) {
      if (column.field === 'photos' || column.field === 'saleNoticeFile') continue;
      const cell = byHeader.get(column.header) ?? null;
      const read = READ[column.field] ?? ((c: Cell) => (text(c) === '' ? undefined : text(c)));
      raw[column.field] = read(cell);
    }
    const rowIssues: ImportIssue[] = [];
    const parsed = AuctionCreateSchema.safeParse(raw);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of (parsed.error as z.ZodError).issues) {
        // One problem a column: the first the form's rules find, as the form shows it.
        const column = columnOf(issue.path);
        const key = String(column);
        if (seen.has(key)) continue;
        seen.add(key);
        rowIssues.push({ row, column, message: issue.message });
      }
    }
    const wanted = (header: 'photos' | 'sale_notice_file') => names(byHeader.get(header) ?? null);
    const found = (header: 'photos' | 'sale_notice_file', accept: (d: Buffer) => boolean, wrongType: string) =>
      wanted(header).flatMap((name, i) => {
        if (!files) {
          if (i === 0) rowIssues.push({ row, column: header, message: M.noZip });
          return [];
        }
        const data = files.get(name.toLowerCase());
        if (!data) rowIssues.push({ row, column: header, message: M.notInZip, value: name });
        else if (!accept(data)) rowIssues.push({ row, column: header, message: wrongType, value: name });
        else return [{ name, data }];
        return [];
      });
    const photos = found('photos', isPhoto, M.photoType);
    const [saleNotice = null] = found('sale_notice_file', isPdf, M.noticeType);
    if (rowIssues.length > 0 || !parsed.success) {
      issues.push(...rowIssues);
      return;
    }
    valid.push({ row, input: parsed.data, photos, saleNotice });
  });
  return { rows: dataRows.length, valid, issues };
}

/** The example row imports as it is: it names no files, which need a zip (the Columns sheet shows how). */
const EXAMPLE_ROW = IMPORT_COLUMNS.map((c) => (c.header === 'photos' || c.header === 'sale_notice_file' ? '' : c.example));

/** The template as CSV: the header and one example row, with a byte-order mark so spreadsheets read UTF-8. */
export function templateCsv(): string {
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `\uFEFF${IMPORT_COLUMNS.map((c) => c.header).join(',')}\r\n${EXAMPLE_ROW.map(quote).join(',')}\r\n`;
}

/** The template as XLSX: the "Listings" sheet (header and an example row) and a "Columns" sheet documenting each column. */
export async function templateXlsx(): Promise<Buffer> {
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const listings = [IMPORT_COLUMNS.map((c) => bold(c.header)), EXAMPLE_ROW.map((value) => ({ value, type: String }))];
  const columns = [
    [bold('Column'), bold('Required'), bold('What it takes'), bold('Example')],
    ...IMPORT_COLUMNS.map((c) => [c.header, c.required ? 'Required' : 'Optional', c.takes, c.example]),
  ];
  return (await writeExcelFile([
    { data: listings, sheet: 'Listings' },
    { data: columns, sheet: 'Columns', columns: [{ width: 26 }, { width: 10 }, { width: 70 }, { width: 40 }] },
  ] as never).toBuffer()) as Buffer;
}
