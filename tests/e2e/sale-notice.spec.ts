import { istDate } from '../../src/shared/domain/sale';
import { SALE_NOTICE_MESSAGES as M } from '../../src/shared/schemas/sale-notice';
import type { Page } from '@playwright/test';
import { expect, PUNE_ADDRESS, signInViaApi, test } from './fixtures';
import { e2eServer } from './support/server';

const DAY = 86_400_000;
const ORIGIN = { origin: e2eServer().url };

/** A draft of the signed-in vendor's in Pune, starting in 40 days. */
async function draftListing(page: Page, title: string): Promise<string> {
  const created = await page.request.post('/api/auctions', {
    headers: ORIGIN,
    data: {
      title,
      description: 'A two-bedroom flat on the ninth floor near Baner Road, with a covered parking space.',
      location: 'Baner, Pune',
      ...PUNE_ADDRESS,
      propertyType: 'Residential',
      category: 'Apartment',
      startingBid: 5_200_000,
      reservePrice: 5_500_000,
      emdAmount: 520_000,
      saleNoticeDate: istDate(new Date(Date.now() - 2 * DAY)),
      startTime: new Date(Date.now() + 40 * DAY).toISOString(),
      endTime: new Date(Date.now() + 41 * DAY).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

async function openLegalInfo(page: Page, auctionId: string) {
  await page.goto(`/auction/${auctionId}`);
  await page.getByRole('tab', { name: 'Legal Info' }).click();
  return page.getByRole('region', { name: 'Sale notice (Appendix IV-A)' });
}

test.describe('the sale notice generated from the listing (issue 31, part 3)', () => {
  test('the vendor’s officer prepares and previews it but cannot approve it; an admin approves it and it is the listing’s notice', async ({
    page,
    seededVendor,
    seededAdmin,
  }) => {
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    const auctionId = await draftListing(page, `E2E Notice Flat ${Date.now()}`);
    const card = await openLegalInfo(page, auctionId);

    // Nothing is lost and nothing is sent while the form is incomplete.
    await card.getByRole('button', { name: 'Save and preview' }).click();
    await expect(card.getByText(M.borrowerRequired)).toBeVisible();
    await expect(card.getByLabel('Borrower(s) and guarantor(s)')).toHaveAttribute('aria-invalid', 'true');

    await card.getByLabel('Borrower(s) and guarantor(s)').fill('Sunil Patil and Asha Patil');
    await card.getByLabel('Secured creditor').fill('Deccan National Bank');
    await card.getByLabel('Dues (₹)').fill('4850000');
    await expect(card.getByTestId('sale-notice-dues-words')).toContainText('₹48,50,000');
    await card.getByLabel('Dues as of').fill('2026-09-30');
    await card.getByLabel('Physical possession').check();
    await card.getByLabel('Date of the notice').fill(istDate(new Date()));
    await card.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Sale notice saved', { exact: true })).toBeVisible();
    await expect(card.getByTestId('sale-notice-prepared')).toContainText('Prepared by');
    await expect(card.getByTestId('sale-notice-approval')).toHaveText(M.makerCannotCheck);
    await expect(card.getByRole('button', { name: 'Approve and publish' })).toHaveCount(0);

    // The previews are the PDFs in English and in Marathi, the language of Maharashtra.
    const english = card.getByRole('link', { name: 'Preview in English' });
    const marathi = card.getByTestId('sale-notice-previews').getByRole('link').nth(1);
    await expect(english).toHaveAttribute('target', '_blank');
    for (const link of [english, marathi]) {
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await marathi.getAttribute('href')).toContain('lang=mr');
    // The server holds the rule, not the button: the maker's own approval is refused.
    const own = await page.request.post(`/api/auctions/${auctionId}/sale-notice/approve`, { headers: ORIGIN });
    expect(own.status()).toBe(403);

    // At 360 px the card fits the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.context().clearCookies();
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const checked = await openLegalInfo(page, auctionId);
    await checked.getByRole('button', { name: 'Approve and publish' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Approve and publish the sale notice?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(checked.getByTestId('sale-notice-approval')).not.toContainText('Approved by');
    await checked.getByRole('button', { name: 'Approve and publish' }).click();
    await dialog.getByRole('button', { name: 'Approve and publish' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Sale notice approved and published', { exact: true })).toBeVisible();
    await expect(checked.getByTestId('sale-notice-approval')).toContainText('Approved by');
    await expect(checked.getByTestId('sale-notice-form')).toHaveCount(0);
    await expect(checked.getByTestId('sale-notice-summary')).toContainText('Sunil Patil and Asha Patil');
    // The two PDFs are the listing's published documents now.
    const tab = page.getByRole('tabpanel', { name: 'Legal Info' });
    await expect(tab.getByRole('link', { name: 'Download Sale notice', exact: true })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'Download विक्री सूचना (मराठी)', exact: true })).toBeVisible();

    // And the listing can be approved: its sale notice is published (decision 041).
    const approved = await page.request.post(`/api/auctions/${auctionId}/approve`, { headers: ORIGIN, data: {} });
    expect(approved.status(), await approved.text()).toBe(200);
  });
});
