import { request as playwrightRequest } from '@playwright/test';
import { BID_MESSAGES, ELIGIBILITY_MESSAGES } from '../../src/shared/schemas/bid';
import { EMD_MESSAGES } from '../../src/shared/schemas/emd';
import { e2eServer } from './support/server';
import { expect, hydrating, liveAuctionOfOurOwn, placeBidConfirmed, registerViaApi, signInViaApi, test } from './fixtures';
import { ownAccount } from './fixtures/money';

const ORIGIN = { origin: e2eServer().url };
let utrSeq = 0;
/** 16 to 22 letters or digits, unique per run. */
const utr = () => `E2E${Date.now()}${(utrSeq += 1)}`.toUpperCase().slice(0, 22);

test('a buyer submits an EMD deposit, the admin rejects one and verifies another, and the buyer joins the auction and bids', async ({
  page,
  browser,
  baseURL,
  seededAdmin,
}) => {
  test.setTimeout(180_000);
  // A new buyer, approved by the admin from the users page.
  const standalone = await playwrightRequest.newContext({ baseURL });
  const buyer = await registerViaApi(standalone, { fullName: 'Esha Kulkarni' });
  await standalone.dispose();

  await signInViaApi(page, seededAdmin.email, seededAdmin.password);
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(buyer.email);
  const userRow = page.getByTestId('user-row').filter({ hasText: buyer.email });
  await expect(userRow.getByText('Pending', { exact: true }).first()).toBeVisible();
  await userRow.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('User verified')).toBeVisible();
  await expect(userRow.getByText('Verified', { exact: true })).toBeVisible();

  // The buyer cannot bid yet: no EMD.
  const auction = await liveAuctionOfOurOwn(page.request, {
    title: 'E2E EMD Plot',
    description: 'A level residential plot with road access, used to check that a verified deposit lets a buyer bid.',
    location: 'Talegaon, Pune',
    propertyType: 'Land',
    startingBid: 2_000_000,
    emdAmount: 200_000,
  });
  const buyerContext = await browser.newContext();
  const buyerPage = hydrating(await buyerContext.newPage());
  await signInViaApi(buyerPage, buyer.email, buyer.password);
  const early = await buyerPage.request.post(`/api/auctions/${auction.id}/bids`, {
    headers: ORIGIN,
    data: { amount: auction.startingBid + auction.bidIncrement },
  });
  expect(early.status()).toBeGreaterThanOrEqual(400);
  expect(((await early.json()) as { error: { code: string } }).error.code).toBe('EMD_REQUIRED');

  // A first deposit with a wrong UTR is rejected with a reason.
  const wrongUtr = utr();
  // Paid from the buyer's own account, its holder's name as the bank prints it.
  const from = { ...ownAccount('ESHA KULKARNI'), bankAccount: '921010012345678' };
  const first = await buyerPage.request.post('/api/emd-deposits', {
    headers: ORIGIN,
    data: { utrReference: wrongUtr, amount: 200_000, ...from },
  });
  expect(first.status(), await first.text()).toBe(201);
  await page.goto('/admin/emd-deposits');
  const firstRow = page.getByTestId('emd-deposit-row').filter({ hasText: wrongUtr });
  await expect(firstRow.getByText('Esha Kulkarni', { exact: true })).toBeVisible();
  // The admin checks the statement's remitter against the account the buyer named, shown by its last four digits.
  await expect(firstRow).toContainText('ESHA KULKARNI');
  await expect(firstRow).toContainText('Account ending 5678');
  await expect(firstRow).not.toContainText('921010012345678');
  await expect(firstRow.getByText('₹2,00,000')).toBeVisible();
  await firstRow.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject deposit' });
  await reject.getByRole('button', { name: 'Reject deposit' }).click();
  await expect(reject.getByText(EMD_MESSAGES.reasonRequired)).toBeVisible();
  await reject.getByLabel('Reason *').fill('No credit with this UTR on the escrow account');
  await reject.getByRole('button', { name: 'Reject deposit' }).click();
  await expect(page.getByText('Deposit rejected')).toBeVisible();
  await expect(firstRow).toHaveCount(0);
  await page.getByRole('tab', { name: /Rejected/ }).click();
  await expect(firstRow.getByText('No credit with this UTR on the escrow account')).toBeVisible();

  // The second deposit is verified: the buyer's EMD becomes paid.
  const goodUtr = utr();
  const second = await buyerPage.request.post('/api/emd-deposits', {
    headers: ORIGIN,
    data: { utrReference: goodUtr, amount: 500_000, ...from },
  });
  expect(second.status(), await second.text()).toBe(201);
  await page.getByRole('tab', { name: /Pending/ }).click();
  const secondRow = page.getByTestId('emd-deposit-row').filter({ hasText: goodUtr });
  await secondRow.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Deposit verified')).toBeVisible();
  await page.getByRole('tab', { name: /Verified/ }).click();
  await expect(secondRow.getByText('₹5 L')).toBeVisible();

  // The buyer joins the auction from its checklist (its EMD is held from the wallet), then bids.
  await buyerPage.goto(`/auction/${auction.id}`);
  const checklist = buyerPage.getByTestId('eligibility');
  await expect(checklist.getByText(ELIGIBILITY_MESSAGES.emdJoin(auction.emdAmount, 500_000))).toBeVisible();
  await expect(buyerPage.getByRole('button', { name: 'Place Bid' })).toHaveCount(0);
  await checklist.getByRole('button', { name: 'Join auction' }).click();
  await expect(buyerPage.getByText(EMD_MESSAGES.joined(auction.emdAmount))).toBeVisible();
  await expect(buyerPage.getByTestId('emd-held')).toHaveText(ELIGIBILITY_MESSAGES.emdHeld(auction.emdAmount));
  await placeBidConfirmed(buyerPage);
  await expect(buyerPage.getByText(BID_MESSAGES.placedTitle)).toBeVisible();
  await buyerContext.close();
});
