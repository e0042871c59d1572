import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import type { ManagedAuction } from '../../src/shared/schemas/auction-form';
import type { Sale } from '../../src/shared/schemas/sale';
import { approveBuyerViaApi, ownAccount, uniqueUtr } from './fixtures/money';
import { e2eServer } from './support/server';
import {
  expect,
  hydrating,
  placeBidConfirmed,
  PUNE_ADDRESS,
  registerViaApi,
  seededAccount,
  signInViaApi,
  test,
  type SeedSignIn,
} from './fixtures';

const ORIGIN = { origin: e2eServer().url };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const utr = () => uniqueUtr('SALE');

async function signedIn(account: { email: string; password: string }): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: e2eServer().url });
  const res = await ctx.post('/api/auth/sign-in/email', { data: account, headers: ORIGIN });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

/**
 * The vendor lists a property with a proper sale notice; the admin approves and starts it. Joining
 * stays open while it runs, so the buyer can join from the page.
 */
async function vendorAuction(vendor: APIRequestContext, admin: APIRequestContext, reservePrice: number): Promise<ManagedAuction> {
  const now = Date.now();
  const created = await vendor.post('/api/auctions', {
    headers: ORIGIN,
    data: {
      title: `E2E Sale Flat ${now.toString(36)}`,
      description: 'A two-bedroom flat in a gated society, put up by the bank to check the whole sale after the close.',
      location: 'Kharadi, Pune',
      ...PUNE_ADDRESS,
      propertyType: 'Residential',
      startingBid: 4_000_000,
      emdAmount: 400_000,
      reservePrice,
      startTime: new Date(now + HOUR).toISOString(),
      endTime: new Date(now + 2 * DAY).toISOString(),
      emdCutoff: new Date(now + 2 * DAY - HOUR).toISOString(),
      saleNoticeDate: new Date(now - 35 * DAY).toISOString().slice(0, 10),
      possession: 'physical',
      authorisedOfficerName: 'R. K. Deshmukh',
      authorisedOfficerPhone: '9822012345',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const auction = (await created.json()) as ManagedAuction;
  // Its sale notice, uploaded by the vendor and published by the admin, as approval requires (decision 041).
  const notice = await vendor.post(`/api/auctions/${auction.id}/documents`, {
    headers: ORIGIN,
    multipart: {
      type: 'sale_notice',
      category: 'legal',
      isPublic: 'true',
      file: { name: 'sale-notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(notice.status(), await notice.text()).toBe(201);
  const reviewed = await admin.post(`/api/admin/documents/${(await notice.json()).id}/review`, {
    headers: ORIGIN,
    data: { decision: 'approve' },
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  for (const step of ['approve', 'start']) {
    const res = await admin.post(`/api/auctions/${auction.id}/${step}`, { headers: ORIGIN, data: {} });
    expect(res.ok(), `${step}: ${await res.text()}`).toBeTruthy();
  }
  return auction;
}

/** A new buyer, verified by the admin, with a verified deposit of `amount` in their EMD wallet. */
async function fundedBuyer(admin: APIRequestContext, amount: number) {
  const request = await playwrightRequest.newContext({ baseURL: e2eServer().url });
  const buyer = await registerViaApi(request, { fullName: 'Nikhil Joshi' });
  await approveBuyerViaApi(admin, buyer.email);
  const deposit = await request.post('/api/emd-deposits', {
    headers: ORIGIN,
    data: { utrReference: utr(), amount, ...ownAccount(buyer.fullName) },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const { id } = (await deposit.json()) as { id: string };
  expect((await admin.post(`/api/admin/emd-deposits/${id}/verify`, { headers: ORIGIN, data: {} })).ok()).toBeTruthy();
  await request.dispose();
  return buyer;
}

/** The buyer joins from the auction page's checklist and bids `amount`, confirming it. */
async function joinAndBid(page: Page, auctionId: string, amount: number) {
  await page.goto(`/auction/${auctionId}`);
  await page.getByTestId('eligibility').getByRole('button', { name: 'Join auction' }).click();
  await expect(page.getByTestId('emd-held')).toBeVisible();
  const input = page.getByLabel('Your Bid');
  await input.fill('');
  await input.pressSequentially(String(amount));
  await placeBidConfirmed(page, amount);
  await expect(page.getByTestId('current-bid')).toHaveText(formatINR(amount));
}

async function endNow(admin: APIRequestContext, auctionId: string) {
  const res = await admin.post(`/api/auctions/${auctionId}/end`, { headers: ORIGIN, data: {} });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function pageAs(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = hydrating(await context.newPage());
  await signInViaApi(page, account.email, account.password);
  return page;
}

test.describe('the sale after the close', () => {
  let admin: APIRequestContext;
  let vendor: APIRequestContext;
  let vendorAccount: SeedSignIn;
  let adminAccount: SeedSignIn;

  test.beforeEach(async () => {
    adminAccount = await seededAccount('admin');
    vendorAccount = await seededAccount('vendor');
    admin = await signedIn(adminAccount);
    vendor = await signedIn(vendorAccount);
  });
  test.afterEach(async () => {
    await admin.dispose();
    await vendor.dispose();
  });

  test('a buyer joins, bids and wins; the vendor confirms and verifies both payments; the buyer downloads the sale certificate', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const auction = await vendorAuction(vendor, admin, 4_200_000);
    const buyerAccount = await fundedBuyer(admin, 500_000);
    const buyer = await pageAs(browser, buyerAccount);
    await joinAndBid(buyer, auction.id, 4_500_000);

    // The detail page names the seller and the authorised officer.
    await expect(buyer.getByTestId('authorised-officer')).toContainText('R. K. Deshmukh');
    await endNow(admin, auction.id);

    // The highest bidder is told the sale awaits confirmation: no "Congratulations" yet.
    await buyer.reload();
    await expect(buyer.getByTestId('result-note')).toContainText('Your bid is the highest.');
    const buyerSale = buyer.getByTestId('sale-panel');
    await expect(buyerSale.getByTestId('sale-stage')).toHaveText('Awaiting confirmation');

    // The vendor confirms the sale.
    const seller = await pageAs(browser, vendorAccount);
    await seller.goto(`/auction/${auction.id}`);
    const sellerSale = seller.getByTestId('sale-panel');
    await expect(sellerSale.getByText('Nikhil Joshi')).toBeVisible();
    await expect(sellerSale.getByTestId('buyer-contact')).toHaveCount(0);
    await sellerSale.getByRole('button', { name: 'Confirm sale' }).click();
    await seller.getByRole('alertdialog', { name: 'Confirm the sale?' }).getByRole('button', { name: 'Confirm sale' }).click();
    await expect(sellerSale.getByTestId('sale-stage')).toHaveText('25% deposit due');
    // Confirmed, the vendor's officer can reach the buyer to complete the sale.
    const contact = sellerSale.getByTestId('buyer-contact');
    await expect(contact.getByRole('link', { name: buyerAccount.email })).toHaveAttribute('href', `mailto:${buyerAccount.email}`);
    await expect(contact.getByText('Buyer’s phone')).toBeVisible();
    await expect(contact.getByTestId('buyer-contact-address')).toHaveText('Not given yet');

    // The buyer gives the postal address the certificate will print: a PIN code is asked for, what was typed kept.
    const addressForm = buyerSale.getByRole('form', { name: 'Address for the sale certificate' });
    await addressForm.getByLabel('Postal address').fill('Flat 4, Shanti Niwas, Ram Maruti Road, Thane West');
    await addressForm.getByRole('button', { name: 'Save address' }).click();
    await expect(addressForm.getByText('Give the full postal address, with its 6-digit PIN code.')).toBeVisible();
    await expect(addressForm.getByLabel('Postal address')).toHaveValue('Flat 4, Shanti Niwas, Ram Maruti Road, Thane West');
    await addressForm.getByLabel('Postal address').fill('Flat 4, Shanti Niwas, Ram Maruti Road, Thane West 400602');
    await addressForm.getByRole('button', { name: 'Save address' }).click();
    await expect(buyerSale.getByTestId('buyer-address-text')).toHaveText('Flat 4, Shanti Niwas, Ram Maruti Road, Thane West 400602');
    // The seller's officer reads it live.
    await expect(contact.getByTestId('buyer-contact-address')).toHaveText('Flat 4, Shanti Niwas, Ram Maruti Road, Thane West 400602');

    // The buyer sees it live, and reports the 25% deposit less the EMD already held.
    await expect(buyerSale.getByTestId('sale-stage')).toHaveText('25% deposit due');
    await expect(buyer.getByTestId('result-note')).toHaveText('Congratulations! You won this auction.');
    await buyerSale.getByRole('button', { name: 'Report 25% deposit payment' }).click();
    const report = buyer.getByRole('dialog', { name: 'Report payment' });
    await expect(report.getByTestId('payment-amount')).toHaveText(formatINR(4_500_000 / 4 - 400_000));
    await report.getByRole('button', { name: 'Report payment' }).click();
    await expect(report.getByText('UTR reference must be 16 to 22 letters or digits')).toBeVisible();
    await report.getByLabel('UTR reference').fill(utr());
    await report.getByRole('button', { name: 'Report payment' }).click();
    await expect(buyerSale.getByText('Awaiting verification')).toBeVisible();

    // The vendor verifies it; the balance falls due.
    await expect(sellerSale.getByRole('button', { name: 'Verify payment' })).toBeVisible();
    await sellerSale.getByRole('button', { name: 'Verify payment' }).click();
    await seller.getByRole('alertdialog', { name: 'Verify this payment?' }).getByRole('button', { name: 'Verify payment' }).click();
    await expect(sellerSale.getByTestId('sale-stage')).toHaveText('Balance due');

    // By written agreement the vendor extends the balance's deadline, with a reason.
    await sellerSale.getByRole('button', { name: 'Extend balance deadline' }).click();
    const extend = seller.getByRole('dialog', { name: 'Extend the balance deadline' });
    const sale = (await (await vendor.get(`/api/auctions/${auction.id}/sale`)).json()) as Sale;
    const later = new Date(Date.parse(sale.balanceDueAt!) + 10 * DAY).toISOString().slice(0, 10);
    await extend.getByLabel('New deadline (end of the day, IST)').fill(later);
    await extend.getByLabel('Reason (the written agreement)').fill('Home loan disbursal letter dated this week');
    await extend.getByRole('button', { name: 'Extend deadline' }).click();
    await expect(sellerSale.getByText('Home loan disbursal letter dated this week')).toBeVisible();

    // The buyer pays the balance; the vendor verifies; the sale completes.
    await expect(buyerSale.getByTestId('sale-stage')).toHaveText('Balance due');
    await buyerSale.getByRole('button', { name: 'Report balance payment' }).click();
    await expect(report.getByTestId('payment-amount')).toHaveText(formatINR(4_500_000 - 4_500_000 / 4));
    await report.getByLabel('UTR reference').fill(utr());
    await report.getByRole('button', { name: 'Report payment' }).click();
    await sellerSale.getByRole('button', { name: 'Verify payment' }).click();
    await seller.getByRole('alertdialog', { name: 'Verify this payment?' }).getByRole('button', { name: 'Verify payment' }).click();
    await expect(sellerSale.getByTestId('sale-stage')).toHaveText('Sale completed');

    // The buyer downloads the certificate: a PDF.
    await expect(buyerSale.getByTestId('sale-stage')).toHaveText('Sale completed');
    const [download] = await Promise.all([
      buyer.waitForEvent('download'),
      buyerSale.getByRole('link', { name: 'Download sale certificate' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    // Completed, the address is what the certificate printed: no longer changed here.
    await expect(buyerSale.getByTestId('buyer-address-text')).toBeVisible();
    await expect(buyerSale.getByRole('button', { name: 'Change address' })).toHaveCount(0);

    // Anyone can check the certificate by its number, on a public page (decision 041).
    const { certificateNumber } = (await (await admin.get(`/api/auctions/${auction.id}/sale`)).json()) as Sale;
    const visitor = hydrating(await browser.newPage());
    await visitor.goto('/verify');
    await visitor.getByLabel('Certificate number').fill(certificateNumber!.toLowerCase().replaceAll('/', '-'));
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor).toHaveURL(new RegExp(`/verify/${certificateNumber!.replaceAll('/', '-')}$`));
    await expect(visitor.getByText('Valid certificate')).toBeVisible();
    await expect(visitor.getByText(auction.title)).toBeVisible();
    await expect(visitor.getByText(formatINR(4_500_000), { exact: true })).toBeVisible();
    await visitor.goto('/verify/NL-SC-2026-00000000');
    await expect(visitor.getByText('No sale certificate has this number.')).toBeVisible();
    await visitor.context().close();
    await buyer.context().close();
    await seller.context().close();
  });

  test('below the reserve: nobody wins; the bidder, vendor and admin see "Reserve not met"; the vendor lets it lapse and puts it up again', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const auction = await vendorAuction(vendor, admin, 9_000_000);
    const buyerAccount = await fundedBuyer(admin, 400_000);
    const buyer = await pageAs(browser, buyerAccount);
    await joinAndBid(buyer, auction.id, 4_500_000);
    await endNow(admin, auction.id);

    // The public answer carries no winner.
    const pub = (await (await admin.get(`/api/auctions/${auction.id}`)).json()) as { hasWinner: boolean; result: string };
    expect(pub).toMatchObject({ hasWinner: false, result: 'reserve_not_met' });
    expect(pub).not.toHaveProperty('winnerId');

    await buyer.reload();
    await expect(buyer.getByTestId('result-badge')).toHaveText('Reserve not met');
    await expect(buyer.getByTestId('result-note')).toContainText('did not meet the reserve price, so you have not won');
    await expect(buyer.getByText('Congratulations')).toHaveCount(0);
    await expect(buyer.getByTestId('sale-panel').getByTestId('sale-stage')).toHaveText('Reserve not met');
    await expect(buyer.getByTestId('sale-panel').getByText(formatINR(9_000_000))).toHaveCount(0);

    const adminPage = await pageAs(browser, adminAccount);
    await adminPage.goto(`/auction/${auction.id}`);
    await expect(adminPage.getByTestId('reserve-outcome')).toContainText('Reserve not met');
    await expect(adminPage.getByTestId('sale-panel').getByRole('button', { name: 'Accept highest bid' })).toBeVisible();

    const seller = await pageAs(browser, vendorAccount);
    await seller.goto(`/auction/${auction.id}`);
    const sellerSale = seller.getByTestId('sale-panel');
    await expect(sellerSale.getByText(formatINR(9_000_000))).toBeVisible();
    await sellerSale.getByRole('button', { name: 'Let it lapse' }).click();
    await seller.getByRole('alertdialog', { name: 'Let the highest bid lapse?' }).getByRole('button', { name: 'Let it lapse' }).click();
    await expect(sellerSale.getByTestId('sale-stage')).toHaveText('Not sold');
    await expect(buyer.getByTestId('sale-panel').getByTestId('sale-stage')).toHaveText('Not sold');

    // The bidder's EMD went back to their wallet.
    const wallet = (await (await buyer.request.get('/api/me/emd')).json()) as { held: number; available: number };
    expect(wallet).toMatchObject({ held: 0, available: 400_000 });

    await sellerSale.getByRole('button', { name: 'Create re-sale auction' }).click();
    await seller.getByRole('alertdialog', { name: 'Create a re-sale auction?' }).getByRole('button', { name: 'Create re-sale' }).click();
    await expect(seller.getByText('Re-sale auction created')).toBeVisible();
    await sellerSale.getByRole('link', { name: 'The re-sale auction' }).click();
    await seller.getByRole('tab', { name: 'Details' }).click();
    await expect(seller.getByText('Yes, this is a re-sale')).toBeVisible();
    for (const p of [buyer, adminPage, seller]) await p.context().close();
  });

  test('a forfeited sale shows why, and the admin puts the property up again in one action', async ({ page }) => {
    const res = await admin.get('/api/sales', { params: { stage: 'forfeited' } });
    const { items } = (await res.json()) as { items: { auctionId: string; auctionTitle: string }[] };
    expect(items.length, 'the seed has a forfeited sale').toBeGreaterThan(0);
    const forfeited = items[0]!;

    await signInViaApi(page, adminAccount.email, adminAccount.password);
    await page.goto(`/auction/${forfeited.auctionId}`);
    // The bidding is over: its price is the final bid, not a current one.
    await expect(page.locator('#price-heading')).toHaveText('Final Bid');
    const panel = page.getByTestId('sale-panel');
    await expect(panel.getByTestId('sale-stage')).toHaveText('Forfeited');
    await expect(panel.getByTestId('sale-note')).toHaveText('A payment deadline was missed: the deposit was forfeited.');
    await panel.getByRole('button', { name: 'Create re-sale auction' }).click();
    await page.getByRole('alertdialog', { name: 'Create a re-sale auction?' }).getByRole('button', { name: 'Create re-sale' }).click();
    await expect(panel.getByRole('link', { name: 'The re-sale auction' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Create re-sale auction' })).toHaveCount(0);
  });
});
