import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { BidSheet } from '../../src/shared/schemas/bid-sheet';
import type { ManagedAuctionList } from '../../src/shared/schemas/auction-form';
import { expect, inAnotherLanguage, signInViaApi, test } from './fixtures';

/** An ended auction of the signed-in vendor with bids whose sheet nobody has signed off yet. */
async function unsignedEndedAuction(page: Page): Promise<BidSheet> {
  const res = await page.request.get('/api/vendor/auctions', { params: { tab: 'ended', withBids: 'true' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { items } = (await res.json()) as ManagedAuctionList;
  for (const auction of items) {
    const sheet = await page.request.get(`/api/auctions/${auction.id}/bid-sheet`);
    if (!sheet.ok()) continue;
    const body = (await sheet.json()) as BidSheet;
    if (body.canSignOff && body.rows.length > 0) return body;
  }
  throw new Error('The seeded vendor has no ended auction with bids left to sign off');
}

async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test.describe('the bid sheet (issue 31, part 4)', () => {
  test('the seller downloads the sheet as PDF and CSV and signs it off; an admin reads it, a buyer never sees it', async ({
    page,
    seededVendor,
    seededAdmin,
    seededBidder,
  }) => {
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    const sheet = await unsignedEndedAuction(page);
    await page.goto(`/auction/${sheet.auctionId}`);
    const panel = page.getByRole('region', { name: 'Bid sheet' });
    await expect(
      panel.getByText(new RegExp(`^${sheet.rows.length} entr(y|ies) in the bid log; its head is entry ${sheet.head.seq}:`)),
    ).toBeVisible();
    await expect(panel.getByTestId('bid-sheet-sign-off')).toHaveText('Not yet signed off by the seller.');

    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toBe(`bid-sheet-${sheet.auctionId.slice(0, 8)}.pdf`);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const csv = await download(page, 'Download CSV');
    const lines = csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[0]).toMatch(/^Bid sheet,/);
    // A row per entry of the bid log, after the column names.
    const header = lines.indexOf('No.,Time (IST),Entry,Bidder code,Bidder,Amount (₹),Placed');
    expect(lines.slice(header + 1).filter(Boolean)).toHaveLength(sheet.rows.length);

    // Signing off asks first; cancelling changes nothing.
    await panel.getByRole('button', { name: 'Sign off' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign off the bid sheet?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel.getByTestId('bid-sheet-sign-off')).toHaveText('Not yet signed off by the seller.');
    await panel.getByRole('button', { name: 'Sign off' }).click();
    await dialog.getByRole('button', { name: 'Sign off' }).click();
    await expect(page.locator('[data-sonner-toast]').getByText('Bid sheet signed off', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('bid-sheet-sign-off')).toContainText(`against entry ${sheet.head.seq} of the bid log`);
    await expect(panel.getByRole('button', { name: 'Sign off' })).toHaveCount(0);
    await page.reload();
    await expect(panel.getByTestId('bid-sheet-sign-off')).toContainText('Signed off by');

    // At 360 px the panel fits the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    await panel.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await page.context().clearCookies();
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto(`/auction/${sheet.auctionId}`);
    await expect(panel.getByTestId('bid-sheet-sign-off')).toContainText('Signed off by');
    await expect(panel.getByRole('link', { name: 'Download PDF' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Sign off' })).toHaveCount(0);

    await page.context().clearCookies();
    await signInViaApi(page, seededBidder.email, seededBidder.password);
    await page.goto(`/auction/${sheet.auctionId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bid sheet' })).toHaveCount(0);
    expect((await page.request.get(`/api/auctions/${sheet.auctionId}/bid-sheet.pdf`)).status()).toBe(403);
  });

  test('in Hindi, the panel and the files speak Hindi', async ({ page, seededAdmin }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const res = await page.request.get('/api/auctions', { params: { status: 'ended', pageSize: '60' } });
    const { items } = (await res.json()) as { items: { id: string; bidCount: number }[] };
    const ended = items.find((a) => a.bidCount > 0)!;
    await inAnotherLanguage(page, async () => {
      await page.goto(`/auction/${ended.id}?lng=hi`);
      const panel = page.getByRole('region', { name: 'बोली पत्रक' });
      await expect(panel.getByRole('link', { name: 'PDF डाउनलोड करें' })).toBeVisible();
      const csv = await download(page, 'CSV डाउनलोड करें');
      expect(csv.bytes.toString('utf8')).toContain('क्र.,समय (IST)');
    });
  });
});
