import { readFile } from 'node:fs/promises';
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { BidLog, BidLogPublicKey } from '../../src/shared/bid-log';
import { amountInWords, formatINR } from '../../src/shared/domain/money';
import { BID_MESSAGES } from '../../src/shared/schemas/bid';
import { PROXY_MESSAGES } from '../../src/shared/schemas/proxy-bid';
import { e2eServer } from './support/server';
import { expect, expectToast, hydrating, joinViaApi, liveAuctionOfOurOwn, placeBidConfirmed, registerViaApi, test } from './fixtures';
import { approveBuyerViaApi, ownAccount, uniqueUtr } from './fixtures/money';

const ORIGIN = { origin: e2eServer().url };
const STARTING_BID = 2_000_000;
const INCREMENT = 500_000;
const EMD = 200_000;

/** A new buyer on `page`, approved, with the EMD deposited, verified and held for the auction. */
async function eligibleBuyer(page: Page, admin: APIRequestContext, auctionId: string, fullName: string) {
  const buyer = await registerViaApi(page.request, { fullName });
  await approveBuyerViaApi(admin, buyer.email);
  const deposit = await page.request.post('/api/emd-deposits', {
    headers: ORIGIN,
    data: { utrReference: uniqueUtr('PROXY'), amount: EMD, ...ownAccount(fullName) },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { id } = (await deposit.json()) as { id: string };
  const verified = await admin.post(`/api/admin/emd-deposits/${id}/verify`, { headers: ORIGIN, data: {} });
  expect(verified.ok(), await verified.text()).toBeTruthy();
  await joinViaApi(page.request, auctionId);
}

async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  return hydrating(await (await browser.newContext({ baseURL, timezoneId: 'Asia/Kolkata', locale: 'en-IN' })).newPage());
}

const grouped = (n: number) => new Intl.NumberFormat('en-IN').format(n);

/** Types an amount in the bid box, then Set (or Raise) maximum bid, and confirms it in figures and words. */
async function setMaximum(page: Page, amount: number, label: string = PROXY_MESSAGES.setLabel) {
  const input = page.getByLabel('Your Bid');
  await input.fill('');
  await input.pressSequentially(String(amount));
  await expect(input).toHaveValue(grouped(amount));
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm your maximum bid' });
  await expect(dialog.getByTestId('confirm-bid-amount')).toHaveText(formatINR(amount));
  await expect(dialog.getByTestId('confirm-bid-words')).toHaveText(`Rupees ${amountInWords(amount)} only`);
  await dialog.getByRole('button', { name: 'Confirm Maximum' }).click();
  await expect(dialog).toBeHidden();
  await expectToast(page, PROXY_MESSAGES.setTitle, PROXY_MESSAGES.set(amount));
}

test('a maximum bids for its owner until another maximum passes it, and the bid log verifies in the browser', async ({
  page: asha,
  browser,
  baseURL,
  seededAdmin,
}) => {
  test.setTimeout(180_000);
  const admin = await playwrightRequest.newContext({ baseURL });
  const signIn = await admin.post('/api/auth/sign-in/email', {
    headers: ORIGIN,
    data: { email: seededAdmin.email, password: seededAdmin.password },
  });
  expect(signIn.ok()).toBeTruthy();
  const auction = await liveAuctionOfOurOwn(admin, {
    title: 'E2E Proxy Flat',
    description: 'A two-bedroom flat used to check that a maximum bid answers other bids and that the bid log verifies.',
    location: 'Baner, Pune',
    propertyType: 'Residential',
    startingBid: STARTING_BID,
    bidIncrement: INCREMENT,
    emdAmount: EMD,
  });
  const vikram = await newPage(browser, baseURL);
  await eligibleBuyer(asha, admin, auction.id, 'Asha Rao');
  await eligibleBuyer(vikram, admin, auction.id, 'Vikram Shah');

  // Asha sets a maximum of ₹40 L: the server bids the starting minimum for her at once.
  await asha.goto(`/auction/${auction.id}`);
  const ashaStatus = asha.getByTestId('proxy-status');
  await expect(ashaStatus).toBeEmpty();
  await expect(asha.getByRole('button', { name: 'Cancel maximum' })).toHaveCount(0);
  // A maximum below the next minimum bid is refused before it is sent.
  await asha.getByLabel('Your Bid').fill('1000000');
  await asha.getByRole('button', { name: PROXY_MESSAGES.setLabel }).click();
  await expectToast(asha, PROXY_MESSAGES.failedTitle, PROXY_MESSAGES.tooLow(STARTING_BID + INCREMENT));
  await setMaximum(asha, 4_000_000);
  await expect(asha.getByTestId('current-bid')).toHaveText(formatINR(STARTING_BID + INCREMENT));
  await expect(ashaStatus).toHaveText(PROXY_MESSAGES.leading(4_000_000));
  await expect(asha.getByRole('button', { name: PROXY_MESSAGES.raiseLabel })).toBeVisible();
  // A leading maximum cannot be cancelled.
  await expect(asha.getByRole('button', { name: 'Cancel maximum' })).toHaveCount(0);

  // Vikram bids ₹30 L by hand and is outbid at once by an automatic bid for Asha: ₹30 L plus the increment.
  await vikram.goto(`/auction/${auction.id}`);
  await expect(vikram.getByTestId('current-bid')).toHaveText(formatINR(STARTING_BID + INCREMENT));
  const vikramInput = vikram.getByLabel('Your Bid');
  await vikramInput.fill('');
  await vikramInput.pressSequentially('3000000');
  await placeBidConfirmed(vikram, 3_000_000);
  await expect(vikram.getByText(BID_MESSAGES.placedTitle)).toBeVisible();
  await expect(vikram.getByTestId('current-bid')).toHaveText(formatINR(3_500_000));
  await expect(asha.getByTestId('current-bid')).toHaveText(formatINR(3_500_000));
  await expect(ashaStatus).toHaveText(PROXY_MESSAGES.leading(4_000_000));
  await expect(asha.getByRole('button', { name: 'Cancel maximum' })).toHaveCount(0);
  // The bid history marks the answer as automatic, and only it.
  const newest = vikram.getByTestId('recent-bids').getByRole('listitem').first();
  await expect(newest).toContainText(formatINR(3_500_000));
  await expect(newest).toContainText('automatic');
  await expect(vikram.getByTestId('recent-bids').getByRole('listitem').nth(1)).not.toContainText('automatic');

  // Vikram sets a higher maximum: it passes Asha's, and her box says so without a reload.
  await setMaximum(vikram, 5_000_000);
  await expect(vikram.getByTestId('proxy-status')).toHaveText(PROXY_MESSAGES.leading(5_000_000));
  await expect(vikram.getByTestId('current-bid')).toHaveText(formatINR(4_500_000));
  await expect(vikram.getByRole('button', { name: 'Cancel maximum' })).toHaveCount(0);
  await expect(ashaStatus).toHaveText(PROXY_MESSAGES.exhausted(4_000_000));
  await expect(asha.getByTestId('current-bid')).toHaveText(formatINR(4_500_000));

  // Vikram's dashboard lists his maximum, leading.
  await vikram.goto('/buyer-dashboard');
  const maximums = vikram.getByRole('region', { name: 'My maximum bids' });
  const row = maximums.getByTestId('my-maximum').filter({ hasText: auction.title });
  await expect(row.getByText('Leading')).toBeVisible();
  await expect(row.getByText(formatINR(5_000_000))).toBeVisible();
  await expect(row.getByText(formatINR(4_500_000))).toBeVisible();
  await expect(row.getByText(/ IST$/)).toBeVisible();
  await expect(row).toHaveAttribute('href', `/auction/${auction.id}`);

  // Asha's passed maximum is listed as outbid; she cancels it from the bid box and the list empties.
  await asha.goto('/buyer-dashboard');
  const ashaRow = asha.getByRole('region', { name: 'My maximum bids' }).getByTestId('my-maximum');
  await expect(ashaRow.getByText('Outbid')).toBeVisible();
  await ashaRow.click();
  await expect(ashaStatus).toHaveText(PROXY_MESSAGES.exhausted(4_000_000));
  await asha.getByRole('button', { name: 'Cancel maximum' }).click();
  await expect(asha.getByText(PROXY_MESSAGES.cancelledTitle)).toBeVisible();
  await expect(ashaStatus).toBeEmpty();
  // The button left with the maximum; focus is back on the amount, not at the top of the page.
  await expect(asha.getByLabel('Your Bid')).toBeFocused();
  await expect(asha.getByRole('button', { name: PROXY_MESSAGES.setLabel })).toBeVisible();
  await asha.goto('/buyer-dashboard');
  await expect(asha.getByRole('region', { name: 'My maximum bids' }).getByText('You have no maximum bids.')).toBeVisible();

  // Anyone can verify the bid log in the browser: every bid, automatic ones included, chained to the head.
  const guest = await newPage(browser, baseURL);
  await guest.goto(`/auction/${auction.id}`);
  const logRes = await guest.request.get(`/api/auctions/${auction.id}/bid-log`);
  const log = (await logRes.json()) as BidLog;
  expect(log.entries.map((e) => [e.amount, e.automatic])).toEqual([
    [2_500_000, true],
    [3_000_000, false],
    [3_500_000, true],
    [4_000_000, true],
    [4_500_000, true],
  ]);
  await guest.getByRole('button', { name: 'Verify bid log' }).click();
  await expect(guest.getByTestId('bid-log-verdict')).toHaveText(`Bid log verified: ${log.entries.length} entries`);
  await expect(guest.getByTestId('bid-log-head')).toHaveText(log.head.hash);
  const download = guest.waitForEvent('download');
  await guest.getByRole('button', { name: 'Download log (JSON)' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`bid-log-${auction.id}.json`);
  expect((JSON.parse(await readFile(await saved.path(), 'utf8')) as BidLog).head).toEqual(log.head);
  await expect(guest.getByText(/npm run verify:bid-log/)).toBeVisible();

  // Once the auction has closed, the log is signed, and the check names the key.
  const ended = await admin.post(`/api/auctions/${auction.id}/end`, { headers: ORIGIN, data: {} });
  expect(ended.ok(), await ended.text()).toBeTruthy();
  const key = (await (await guest.request.get('/api/bid-log/public-key')).json()) as BidLogPublicKey;
  await guest.getByRole('button', { name: 'Verify bid log' }).click();
  await expect(guest.getByTestId('bid-log-verdict')).toHaveText(
    `Bid log verified: ${log.entries.length} entries, signed at the close with key ${key.keyId}`,
  );
  await expect(guest.getByTestId('bid-log-head')).toHaveText(log.head.hash);

  await vikram.context().close();
  await guest.context().close();
  await admin.dispose();
});
