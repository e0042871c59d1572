import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/domain/languages';
import type { Me } from '@shared/schemas/account';
import { AUCTION_FORM_MESSAGES } from '@shared/schemas/auction-form';
import { IMPORT_COLUMNS, LISTING_IMPORT_MESSAGES, type ListingImport } from '@shared/schemas/listing-import';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { sharedText } from '@web/i18n/messages';
import { meQueryKey, SessionProvider } from '@web/lib/session';
import { part, text } from '@web/test/markup';
import { listingImportKeys } from '../api/listing-import-keys';
import { checkImportFiles } from '../lib/check-import-files';
import { ListingImportPage } from './listing-import-page';

function makeMe(role: 'vendor' | 'admin', verificationStatus: 'verified' | 'pending' = 'verified'): Me {
  return {
    user: { id: 'v1', email: 'v1@example.in', name: 'Sunil Pawar' },
    profile: {
      userId: 'v1',
      email: 'v1@example.in',
      fullName: 'Sunil Pawar',
      phone: '9876543210',
      companyName: 'Bank of Maharashtra',
      userType: 'seller',
      buyerType: 'individual',
      pan: null,
      gst: null,
      aadhaarLast4: null,
      verificationStatus,
      kycVerified: verificationStatus === 'verified',
      emdPaid: false,
      emdAmount: 0,
      language: 'en',
      statusReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    role,
    roles: [role],
  } as Me;
}

const IMPORT: ListingImport = {
  id: 'imp1',
  fileName: 'pune-branch.xlsx',
  mode: 'all_or_nothing',
  status: 'importing',
  rows: 1_000,
  valid: 1_000,
  processed: 120,
  imported: 120,
  issues: [],
  issueCount: 0,
  createdAt: '2027-01-05T06:00:00.000Z',
  finishedAt: null,
};

const REJECTED: ListingImport = {
  ...IMPORT,
  status: 'rejected',
  rows: 40,
  valid: 37,
  processed: 0,
  imported: 0,
  issues: [
    { row: 1, column: 'pin_code', message: LISTING_IMPORT_MESSAGES.missingColumn },
    { row: 4, column: 'title', message: AUCTION_FORM_MESSAGES.titleMin },
    { row: 9, column: null, message: 'Something the catalogue does not word' },
  ],
  issueCount: 5,
  finishedAt: '2027-01-05T06:00:05.000Z',
};

const DONE: ListingImport = {
  ...IMPORT,
  status: 'done',
  rows: 3,
  valid: 3,
  processed: 3,
  imported: 3,
  finishedAt: '2027-01-05T06:01:00.000Z',
};

/** The page to static HTML at `/vendor/imports` (with `?import=<id>` when an import is shown), its queries answered. */
function render({
  me = makeMe('vendor'),
  shown,
  recent = [],
  language = 'en',
}: { me?: Me; shown?: ListingImport; recent?: ListingImport[]; language?: Language } = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, me);
  queryClient.setQueryData(listingImportKeys.recent(), { items: recent });
  if (shown) queryClient.setQueryData(listingImportKeys.detail(shown.id), shown);
  return renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={[shown ? `/vendor/imports?import=${shown.id}` : '/vendor/imports']}>
            <ListingImportPage />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The cells of each body row of a table, as read. */
const rowsOf = (table: string) =>
  [...table.replace(/<thead[\s\S]*?<\/thead>/, '').matchAll(/<tr\b[^>]*>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) => text(cell)),
  );

/** The buttons and links, by what they say. */
const controls = (html: string) => [...html.matchAll(/<(button|a)\b[^>]*>(.*?)<\/\1>/g)].map(([, , inner]) => text(inner));

beforeAll(loadEveryCatalogue);

describe('ListingImportPage', () => {
  it('offers the steps, both templates and the upload form', () => {
    const html = render();
    expect(html).toContain('Import listings');
    expect(html).toContain('href="/api/vendor/listing-imports/template.xlsx"');
    expect(html).toContain('href="/api/vendor/listing-imports/template.csv"');
    expect(controls(part(html, 'listing-import-templates')!)).toEqual(['Download the template (XLSX)', 'Download the template (CSV)']);

    const form = part(html, 'listing-import-form')!;
    expect(text(form)).toContain('Spreadsheet (CSV or XLSX)');
    expect(text(form)).toContain('Up to 5 MB and 1,000 rows.');
    expect(form).toMatch(/<input(?=[^>]*type="file")(?=[^>]*name="file")(?=[^>]*accept="\.csv,\.xlsx")/);
    expect(text(form)).toContain('Photos and sale notices (zip, optional)');
    expect(form).toMatch(/<input(?=[^>]*type="file")(?=[^>]*name="attachments")(?=[^>]*accept="\.zip")/);
    expect(text(form)).toContain('If some rows have errors');
    expect(form).toMatch(/<legend[^>]*>If some rows have errors<\/legend>/);
    expect(form).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*checked="")(?=[^>]*value="all_or_nothing")/);
    expect(form).not.toMatch(/<input(?=[^>]*checked="")(?=[^>]*value="valid_rows")/);
    expect(text(form)).toContain('Import nothing until the file is clean');
    expect(text(form)).toContain('Import the valid rows as drafts');
    expect(controls(form)).toEqual(['Check and import']);
    expect(part(html, 'listing-import-result')).toBeUndefined();
    expect(text(part(html, 'listing-import-recent'))).toBe('Recent imports No imports yet.');
  });

  it('lists the template’s columns from IMPORT_COLUMNS, in the page’s language', () => {
    const table = part(render(), 'listing-import-columns')!;
    expect(text(table)).toMatch(/^The template’s columns /);
    const rows = rowsOf(table);
    expect(rows.map(([header]) => header)).toEqual(IMPORT_COLUMNS.map((c) => c.header));
    expect(rows[0]).toEqual(['title', 'Required', 'Text, 5 to 150 characters', '3 BHK Flat, Baner']);
    expect(rows.find(([h]) => h === 'property_type')).toEqual([
      'property_type',
      'Required',
      'One of: Residential, Commercial, Industrial, Agricultural, Land',
      'Residential',
    ]);
    expect(rows.find(([h]) => h === 'photos')?.[1]).toBe('Optional');
    // Every column's text is the contract's, but for the lists, which name their values.
    const lists = new Set(['property_type', 'category', 'possession']);
    for (const [i, column] of IMPORT_COLUMNS.entries()) if (!lists.has(column.header)) expect(rows[i]![2]).toBe(column.takes);

    const hindi = rowsOf(part(render({ language: 'hi' }), 'listing-import-columns')!);
    expect(hindi.find(([h]) => h === 'pin_code')).toEqual(['pin_code', 'आवश्यक', 'छह अंक', '411045']);
    // Each column has its own Hindi and Marathi, not the English.
    const marathi = rowsOf(part(render({ language: 'mr' }), 'listing-import-columns')!);
    for (const [i, column] of IMPORT_COLUMNS.entries()) {
      expect(hindi[i]![2], column.header).not.toBe(column.takes);
      expect(marathi[i]![2], column.header).not.toBe(column.takes);
    }
  });

  it('asks for a spreadsheet before sending anything, and checks the files’ kind and size', () => {
    expect(checkImportFiles(null, null)).toEqual({ file: 'fileRequired' });
    expect(sharedText(LISTING_IMPORT_MESSAGES.fileRequired, createScreenI18n('en'))).toBe('Choose a spreadsheet (CSV or XLSX) to import.');
    expect(sharedText(LISTING_IMPORT_MESSAGES.fileRequired, createScreenI18n('hi'))).toBe('आयात करने के लिए एक स्प्रेडशीट (CSV या XLSX) चुनें।');
    expect(sharedText(LISTING_IMPORT_MESSAGES.fileRequired, createScreenI18n('mr'))).toBe(
      'आयात करण्यासाठी एक स्प्रेडशीट (CSV किंवा XLSX) निवडा.',
    );
    expect(checkImportFiles({ name: 'Listings.XLSX', size: 10_000 }, null)).toEqual({});
    expect(checkImportFiles({ name: 'listings.csv', size: 10_000 }, { name: 'photos.zip', size: 50_000_000 })).toEqual({});
    expect(checkImportFiles({ name: 'listings.xls', size: 10_000 }, { name: 'photos.rar', size: 1 })).toEqual({
      file: 'sheetType',
      attachments: 'zipType',
    });
    expect(checkImportFiles({ name: 'listings.csv', size: 6 * 1024 * 1024 }, { name: 'photos.zip', size: 201 * 1024 * 1024 })).toEqual({
      file: 'sheetTooLarge',
      attachments: 'zipTooLarge',
    });
  });

  it('shows the rows being written with a progress bar, and holds the next upload', () => {
    const html = render({ shown: IMPORT, recent: [IMPORT] });
    const progress = part(html, 'listing-import-progress')!;
    expect(progress).toMatch(
      /role="progressbar" aria-label="Listings imported" aria-valuemin="0" aria-valuemax="1000" aria-valuenow="120" aria-valuetext="Imported 120 of 1,000 rows"/,
    );
    expect(text(progress)).toBe('Imported 120 of 1,000 rows');
    expect(text(part(html, 'listing-import-result'))).toMatch(/^Importing pune-branch\.xlsx /);
    expect(part(html, 'listing-import-form')).toMatch(/<button[^>]*type="submit" disabled=""/);
  });

  it('says nothing was imported and lists the problems by row and column', () => {
    const html = render({ shown: REJECTED, recent: [REJECTED] });
    const result = part(html, 'listing-import-result')!;
    expect(text(result)).toContain(
      'Import of pune-branch.xlsx Nothing was imported: the file has 5 problems. Correct them and upload it again.',
    );
    expect(result).toContain('role="status" aria-live="polite"');
    const issues = part(html, 'listing-import-issues')!;
    expect(text(issues.match(/<thead[\s\S]*<\/thead>/)![0])).toBe('Row Column Problem');
    expect(rowsOf(issues)).toEqual([
      ['1', 'pin_code', 'This required column is missing from the header row.'],
      ['4', 'title', 'Title must be at least 5 characters'],
      ['9', 'Whole row', 'Something the catalogue does not word'],
    ]);
    expect(text(result)).toContain('and 2 more problems');
    expect(controls(result)).not.toContain('See your drafts');

    const recent = part(html, 'listing-import-recent')!;
    expect(recent).toContain('href="/vendor/imports?import=imp1"');
    expect(recent).toContain('aria-current="true"');
    expect(text(recent)).toBe('Recent imports pune-branch.xlsx Rejected 5 Jan 2027, 11:30 am IST 40 rows · 0 imported · 5 problems');
  });

  it('words the problems in Hindi and Marathi where the catalogue has them', () => {
    const hindi = render({ shown: REJECTED, language: 'hi' });
    expect(text(part(hindi, 'listing-import-result'))).toContain('कुछ भी आयात नहीं हुआ: फ़ाइल में 5 समस्याएँ हैं। उन्हें सुधारें और फ़ाइल फिर से अपलोड करें।');
    const rows = rowsOf(part(hindi, 'listing-import-issues')!);
    expect(rows[0]).toEqual(['1', 'pin_code', 'यह आवश्यक कॉलम शीर्षक पंक्ति में नहीं है।']);
    expect(rows[1]![2]).not.toBe(AUCTION_FORM_MESSAGES.titleMin);
    expect(rows[2]).toEqual(['9', 'पूरी पंक्ति', 'Something the catalogue does not word']);
    expect(text(part(hindi, 'listing-import-issues')!.match(/<thead[\s\S]*<\/thead>/)![0])).toBe('पंक्ति कॉलम समस्या');

    const marathi = render({ shown: REJECTED, language: 'mr' });
    expect(rowsOf(part(marathi, 'listing-import-issues')!)[0]).toEqual(['1', 'pin_code', 'हा आवश्यक स्तंभ शीर्षक ओळीत नाही.']);
  });

  it('says how many drafts were imported, with a link to them', () => {
    const html = render({ shown: DONE });
    const result = part(html, 'listing-import-result')!;
    expect(text(result)).toContain('Imported 3 listings as drafts');
    expect(result).toContain('href="/vendor/auctions?tab=drafts"');
    expect(controls(result)).toEqual(['See your drafts']);
    expect(part(html, 'listing-import-issues')).toBeUndefined();
    expect(part(html, 'listing-import-progress')).toBeUndefined();
    // An admin's drafts are in the auctions' management.
    expect(part(render({ me: makeMe('admin'), shown: DONE }), 'listing-import-result')).toContain('href="/admin/auctions?tab=drafts"');
    expect(text(part(render({ shown: { ...DONE, imported: 1 } }), 'listing-import-result'))).toContain('Imported 1 listing as a draft');
    expect(text(part(render({ shown: DONE, language: 'mr' }), 'listing-import-result'))).toContain('3 लिस्टिंग मसुदे म्हणून आयात झाल्या');
    expect(controls(part(render({ shown: DONE, language: 'hi' }), 'listing-import-result')!)).toEqual(['अपने ड्राफ्ट देखें']);
  });

  it('imports the valid rows and lists the problems of the others', () => {
    const partial = { ...REJECTED, mode: 'valid_rows' as const, status: 'done' as const, processed: 37, imported: 37 };
    const result = text(part(render({ shown: partial }), 'listing-import-result'));
    expect(result).toContain('Imported 37 listings as drafts');
    expect(result).toContain('The file has 5 problems: the rows with them were not imported.');
    expect(part(render({ shown: partial }), 'listing-import-issues')).toBeDefined();
  });

  it('says an import that failed on our side may be tried again', () => {
    const html = render({ shown: { ...IMPORT, status: 'failed', imported: 0 } });
    const result = part(html, 'listing-import-result')!;
    expect(text(result)).toContain('The import stopped because of an error on our side. Nothing was imported. Try again in a few minutes.');
    expect(controls(result)).toEqual(['Upload it again']);
  });

  it('tells a vendor awaiting approval why the form cannot be sent', () => {
    const html = render({ me: makeMe('vendor', 'pending') });
    expect(html).toContain('Your vendor account is awaiting admin approval.');
    expect(part(html, 'listing-import-form')).toMatch(/<fieldset disabled=""/);
    expect(part(html, 'listing-import-form')).toMatch(/<button[^>]*type="submit" disabled=""/);
  });

  it('speaks Hindi and Marathi', () => {
    const hindi = render({ language: 'hi' });
    expect(hindi).toContain('लिस्टिंग आयात करें');
    expect(controls(part(hindi, 'listing-import-form')!)).toEqual(['जाँचें और आयात करें']);
    const marathi = render({ language: 'mr' });
    expect(text(part(marathi, 'listing-import-form'))).toContain('काही ओळींमध्ये त्रुटी असल्यास');
    expect(controls(part(marathi, 'listing-import-templates')!)).toEqual(['टेम्पलेट डाउनलोड करा (XLSX)', 'टेम्पलेट डाउनलोड करा (CSV)']);
  });
});
