import type { APIRequestContext, Page } from '@playwright/test';
import type { AuctionList, Seller } from '../../src/shared/schemas/auction';
import { expect, test } from './fixtures';

const BANK = /^Deccan National Bank/;

async function listAuctions(request: APIRequestContext, query: Record<string, string>): Promise<AuctionList> {
  const res = await request.get('/api/auctions', { params: query });
  expect(res.status()).toBe(200);
  return (await res.json()) as AuctionList;
}

const count = (n: number | undefined) => (n ?? 0).toLocaleString('en-IN');

/**
 * The cards and "Showing X of Y" against the server's answer of the moment. NOTE: other specs bid and
 * end auctions while this one runs, so the two are compared until they agree.
 */
async function expectCardsMatchServer(page: Page, query: Record<string, string>) {
  await expect(async () => {
    const list = await listAuctions(page.request, { status: 'live', ...query });
    expect(list.total).toBeGreaterThan(0);
    await expect(page.getByTestId('showing-count')).toHaveText(`Showing ${list.items.length} of ${list.total} auctions`, {
      timeout: 3_000,
    });
    expect(await page.getByTestId('auction-card').getByRole('heading').allInnerTexts()).toEqual(list.items.map((a) => a.title));
  }).toPass({ timeout: 20_000 });
}

test('a buyer finds live auctions by state, district and bank, keeps them on reload and removes one', async ({ page }) => {
  const sellers = (await (await page.request.get('/api/sellers')).json()) as Seller[];
  const bank = sellers.find((s) => BANK.test(s.name))!;
  expect(bank).toBeDefined();

  await page.goto('/live-auctions');
  const filters = page.getByRole('group', { name: 'Place and seller' });
  const state = filters.getByRole('combobox', { name: 'State' });
  const district = filters.getByRole('combobox', { name: 'District' });
  const seller = filters.getByRole('combobox', { name: 'Bank / seller' });
  await expect(district).toBeDisabled();
  await expect(district).toHaveText('Choose a state first');

  // Each option carries how many live auctions it holds under the other filters.
  await state.click();
  const live = await listAuctions(page.request, { status: 'live' });
  await expect(page.getByRole('option', { name: /^Maharashtra \(/ })).toHaveText(`Maharashtra (${count(live.counts.byState.Maharashtra)})`);
  await page.getByRole('option', { name: /^Maharashtra \(/ }).click();
  await expect(page).toHaveURL(/[?&]state=Maharashtra(&|$)/);
  await expect(district).toBeEnabled();

  await district.click();
  const inState = await listAuctions(page.request, { status: 'live', state: 'Maharashtra' });
  await expect(page.getByRole('option', { name: /^Pune \(/ })).toHaveText(`Pune (${count(inState.counts.byDistrict.Pune)})`);
  await page.getByRole('option', { name: /^Pune \(/ }).click();

  await seller.click();
  await page.getByRole('option', { name: BANK }).click();

  const query = { state: 'Maharashtra', district: 'Pune', seller: bank.id };
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByText('State: Maharashtra')).toBeVisible();
  await expect(chips.getByText('District: Pune')).toBeVisible();
  await expect(chips.getByText(`Seller: ${bank.name}`)).toBeVisible();
  await expectCardsMatchServer(page, query);
  await expect(page).toHaveURL(new RegExp(`state=Maharashtra&district=Pune&seller=${bank.id}`));

  // A reload keeps the view: it lives in the URL.
  await page.reload();
  await expect(chips.getByText('District: Pune')).toBeVisible();
  await expect(seller).toHaveText(BANK);
  await expectCardsMatchServer(page, query);

  // Removing the district widens the list to the whole state; Back brings it again.
  await chips.getByRole('button', { name: 'Remove filter District: Pune' }).click();
  await expect(chips.getByText('District: Pune')).toHaveCount(0);
  await expect(page).not.toHaveURL(/district=/);
  await expectCardsMatchServer(page, { state: 'Maharashtra', seller: bank.id });
  await page.goBack();
  await expect(chips.getByText('District: Pune')).toBeVisible();
  await expectCardsMatchServer(page, query);

  // Removing the state takes its district with it.
  await chips.getByRole('button', { name: 'Remove filter State: Maharashtra' }).click();
  await expect(chips.getByText(/^(State|District):/)).toHaveCount(0);
  await expect(district).toBeDisabled();
  await expectCardsMatchServer(page, { seller: bank.id });
});
