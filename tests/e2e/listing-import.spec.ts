import type { Page } from '@playwright/test';
import { AUCTION_FORM_MESSAGES } from '../../src/shared/schemas/auction-form';
import { expect, signInViaApi, test } from './fixtures';

/** The template's CSV: its header and example row (values with commas are quoted). */
async function templateRows(page: Page): Promise<{ header: string; example: string }> {
  const res = await page.request.get('/api/vendor/listing-imports/template.csv');
  expect(res.ok(), await res.text()).toBeTruthy();
  const [header, example] = (await res.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  return { header: header!, example: example! };
}

const asFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

test.describe('bulk listing from a spreadsheet (issue 31, part 2)', () => {
  test('a seller downloads the template, uploads a file with a bad row, sees it by row and column, then imports the valid rows as drafts', async ({
    page,
    seededVendor,
  }) => {
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    await page.goto('/vendor/auctions');
    await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
    await expect(page.getByRole('heading', { name: 'Import listings', level: 1 })).toBeVisible();

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the template (XLSX)' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe('neelami-listings-template.xlsx');
    await page.getByTestId('listing-import-columns').locator('summary').click();
    await expect(page.getByTestId('listing-import-columns').getByRole('cell', { name: 'sale_notice_file', exact: true })).toBeVisible();

    // Nothing is sent without a file.
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect(page.getByText('Choose a spreadsheet (CSV or XLSX) to import.')).toBeVisible();

    const stamp = Date.now();
    const { header, example } = await templateRows(page);
    const good = (title: string) => example.replace('3 BHK Flat, Baner', title);
    const sheet = [
      header,
      good(`E2E Import Aundh ${stamp}`),
      good(`E2E Import Bad ${stamp}`).replace('"52,00,000"', 'lots'),
      good(`E2E Import Wakad ${stamp}`),
    ].join('\r\n');

    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(asFile('branch-listings.csv', sheet));
    await page.getByRole('button', { name: 'Check and import' }).click();
    const result = page.getByTestId('listing-import-result');
    await expect(result).toContainText('Nothing was imported: the file has 1 problem.');
    const issues = page.getByTestId('listing-import-issues');
    await expect(issues.getByRole('row')).toHaveCount(2);
    await expect(issues.getByRole('row').nth(1)).toContainText('3');
    await expect(issues.getByRole('row').nth(1)).toContainText('starting_bid');
    await expect(issues.getByRole('row').nth(1)).toContainText(AUCTION_FORM_MESSAGES.startingBidMin);

    await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(asFile('branch-listings.csv', sheet));
    await page.getByLabel('Import the valid rows as drafts').check();
    await page.getByRole('button', { name: 'Check and import' }).click();
    await expect(result).toContainText('Imported 2 listings as drafts');
    await expect(page.getByTestId('listing-import-recent')).toContainText('branch-listings.csv');

    // At 360 px the page fits the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    // The drafts are the seller's, awaiting approval, among its listings.
    await result.getByRole('link', { name: 'See your drafts' }).click();
    await page.getByRole('searchbox', { name: 'Search your listings' }).fill(`E2E Import Aundh ${stamp}`);
    await expect(page.getByRole('row').filter({ hasText: `E2E Import Aundh ${stamp}` })).toContainText('Awaiting approval');
  });
});
