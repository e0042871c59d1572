import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import { nextMinimumBid } from '../../src/shared/domain/bidding';
import type { Auction } from '../../src/shared/schemas/auction';
import { e2eServer } from './support/server';
import { expect, joinViaApi, seededAccount, signInViaApi, test } from './fixtures';
import { approveBuyerViaApi, ownAccount, uniqueUtr } from './fixtures/money';

const DEMO_PASSWORD = 'demo1234';
/** A live auction no other spec bids on, so parallel workers never race each other. */
const AUCTION_TITLE = 'Premium Office Floor, Lower Parel';

async function liveAuction(request: APIRequestContext, title: string): Promise<Auction> {
  const res = await request.get('/api/auctions', { params: { q: title, status: 'live' } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: Auction[] };
  const found = items.find((a) => a.title === title);
  expect(found, `seeded live auction "${title}"`).toBeTruthy();
  return found!;
}

test.describe('buyer dashboard', () => {
  test('lists the buyer\'s bid with "Winning" and the figures', async ({ page, request }) => {
    expect((await request.post('/api/demo-users')).ok()).toBeTruthy();
    await signInViaApi(page, 'demo.buyer4@neelami.test', DEMO_PASSWORD);

    await page.goto('/buyer-dashboard');
    await expect(page.getByRole('heading', { name: 'Buyer Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByTestId('emd-banner')).toHaveCount(0);
    const stats = page.getByTestId('buyer-stats');
    for (const label of ['Active Bids', 'Auctions Won', 'Total Spent', 'EMD Status']) await expect(stats.getByText(label)).toBeVisible();
    await expect(page.getByText("You haven't placed any bids yet.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Auctions' })).toHaveAttribute('href', '/live-auctions');

    const auction = await liveAuction(request, AUCTION_TITLE);
    const amount = nextMinimumBid(auction);
    await joinViaApi(page.request, auction.id);
    const res = await page.request.post(`/api/auctions/${auction.id}/bids`, {
      data: { amount },
      headers: { origin: e2eServer().url, 'idempotency-key': `e2e-dashboard-${Date.now()}` },
    });
    expect(res.status(), await res.text()).toBe(201);

    // The list updates live (the buyer's own bid arrives on the `user` topic); no reload needed.
    const row = page.getByTestId('my-bid').filter({ hasText: AUCTION_TITLE });
    await expect(row).toBeVisible();
    await expect(row.getByText('Winning')).toBeVisible();
    await expect(row.getByText(formatINR(amount)).first()).toBeVisible();
    await expect(row.getByText(auction.location)).toBeVisible();
    await expect(row.getByText(/^(\d+ days?|\d+h \d+m)$/)).toBeVisible();
    await expect(stats.getByText('Active Bids').locator('..')).toContainText('1');
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}$`));
  });

  test('a buyer without EMD sees the banner, and "Pay EMD" opens the deposit form', async ({ page }) => {
    const buyer = await seededAccount('buyer', /EMD not yet paid/i);
    test.skip(!buyer, 'needs the seeded buyer without EMD');
    await signInViaApi(page, buyer!.email, buyer!.password);
    await page.goto('/buyer-dashboard');
    const banner = page.getByTestId('emd-banner');
    await expect(banner.getByText('EMD Payment Required')).toBeVisible();
    await expect(page.getByTestId('buyer-stats').getByText('Pending')).toBeVisible();
    await expect(page.getByTestId('account-status')).toContainText('EMD payment');
    await banner.getByRole('button', { name: 'Pay EMD' }).click();
    const form = page.getByRole('dialog', { name: 'Pay EMD by bank transfer' });
    await expect(form.getByLabel('NEFT/RTGS UTR reference')).toBeVisible();
    await expect(form.getByText('Account number', { exact: true })).toBeVisible();
  });

  test('the dashboard follows an admin verifying the account and the EMD deposit, without a reload', async ({
    buyerPage: page,
    newBuyer,
    seededAdmin,
  }) => {
    test.setTimeout(90_000);
    const admin = await playwrightRequest.newContext({ baseURL: e2eServer().url });
    const signIn = await admin.post('/api/auth/sign-in/email', {
      data: { email: seededAdmin.email, password: seededAdmin.password },
      headers: { origin: e2eServer().url },
    });
    expect(signIn.ok()).toBeTruthy();
    await page.goto('/buyer-dashboard');
    const status = page.getByTestId('account-status');
    await expect(status.getByText('Pending approval')).toBeVisible();
    await expect(page.getByTestId('emd-banner')).toBeVisible();

    await approveBuyerViaApi(admin, newBuyer.email);
    await expect(status.getByText('Verified', { exact: true })).toBeVisible();

    const deposit = await page.request.post('/api/emd-deposits', {
      headers: { origin: e2eServer().url },
      data: { utrReference: uniqueUtr(), amount: 300_000, ...ownAccount(newBuyer.fullName) },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
    const { id } = (await deposit.json()) as { id: string };
    expect(
      (await admin.post(`/api/admin/emd-deposits/${id}/verify`, { headers: { origin: e2eServer().url }, data: {} })).ok(),
    ).toBeTruthy();
    await expect(page.getByTestId('emd-banner')).toHaveCount(0);
    await expect(status.getByText('You are all set to bid.')).toBeVisible();
    await admin.dispose();
  });
});
