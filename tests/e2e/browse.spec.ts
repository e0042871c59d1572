import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { formatCountHeadline, formatCroresHeadline, formatINR } from '../../src/shared/domain/money';
import type { Auction, AuctionList } from '../../src/shared/schemas/auction';
import type { HomeStats } from '../../src/shared/schemas/stats';
import { expect, hydrating, registerViaApi, seededAccount, signInViaApi, test } from './fixtures';

async function listAuctions(request: APIRequestContext, query: Record<string, string | number>): Promise<AuctionList> {
  const res = await request.get('/api/auctions', { params: query });
  expect(res.status()).toBe(200);
  return (await res.json()) as AuctionList;
}

const cards = (scope: Page | Locator) => scope.getByTestId('auction-card');
const cardTitles = (scope: Page | Locator) => cards(scope).getByRole('heading').allInnerTexts();

type ListQuery = Record<string, string | number>;

/**
 * The live listing against what the server answers now. NOTE: other specs start auctions and bid while
 * this one runs, and the page follows them (it refetches on every `auctions` event), so a count or an
 * order read once at the start of a test can be stale by the time the page is checked. The page is
 * compared with the server's answer of the moment, asked again until the two agree.
 */
async function expectListingMatchesServer(page: Page, query: ListQuery) {
  await expect(async () => {
    const [live, list] = await Promise.all([listAuctions(page.request, { status: 'live' }), listAuctions(page.request, query)]);
    // The badge counts every live auction whatever the filters; "Showing X of Y" carries the filtered count.
    await expect(page.getByTestId('active-count')).toHaveText(`${live.counts.byStatus.live} active`, { timeout: 3_000 });
    await expect(page.getByTestId('showing-count')).toHaveText(`Showing ${list.items.length} of ${list.total} auctions`, {
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
}

/** The cards in the server's order of the moment (see expectListingMatchesServer). */
async function expectCardsInServerOrder(page: Page, query: ListQuery) {
  await expect(async () => {
    const list = await listAuctions(page.request, query);
    expect(await cardTitles(page)).toEqual(list.items.map((a) => a.title));
  }).toPass({ timeout: 20_000 });
}

/** Picks an option of a labelled Radix select. */
async function choose(page: Page, trigger: Locator, option: string) {
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('browsing auctions', () => {
  test('the home page shows the hero, the headline figures, featured and live auctions', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Premium Property Auctions' })).toBeVisible();
    const figures = page.getByLabel('Headline statistics');
    // Against the server's figures of the moment: other journeys bid and sell meanwhile (see expectListingMatchesServer).
    await expect(async () => {
      const stats = (await (await page.request.get('/api/stats')).json()) as HomeStats;
      await page.reload();
      // Each figure is a term (its label) and its value, shown above the label.
      await expect(figures).toContainText(`Active Auctions${formatCountHeadline(stats.activeAuctions)}`, { timeout: 3_000 });
      await expect(figures).toContainText(`Sold${formatCroresHeadline(stats.soldValue)}`, { timeout: 3_000 });
      // Bidders are the people who have bid, not the registered accounts (fewer have bid in the demo).
      await expect(figures).toContainText(`Bidders${formatCountHeadline(stats.bidders)}`, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });

    const featuredSection = page.getByRole('region', { name: 'Featured Auctions' });
    // Compared with the server's answer of the moment: an auction of the seed may end meanwhile (see expectListingMatchesServer).
    await expect(async () => {
      const featured = await listAuctions(page.request, { status: 'active', featured: 'true', pageSize: 3 });
      expect(featured.items.length).toBeGreaterThan(0);
      expect(await cardTitles(featuredSection)).toEqual(featured.items.map((a) => a.title));
    }).toPass({ timeout: 20_000 });
    for (const card of await cards(featuredSection).all()) await expect(card.getByText('Featured', { exact: true })).toBeVisible();
    await expect(featuredSection.getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/properties');

    const liveSection = page.getByRole('region', { name: 'Live Auctions' });
    const liveCount = await cards(liveSection).count();
    expect(liveCount).toBeGreaterThan(0);
    expect(liveCount).toBeLessThanOrEqual(6);
    await expect(liveSection.getByText('Featured', { exact: true })).toHaveCount(0);
    await expect(liveSection.getByText('ENDED', { exact: true })).toHaveCount(0);

    await expect(page.getByRole('link', { name: 'Register as a Bidder' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(page.getByRole('link', { name: 'List a Property' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search auctions' }).fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/live-auctions\?q=Pune$/);
    await expect(page.getByRole('searchbox', { name: 'Search auctions' })).toHaveValue('Pune');
    await expect(page.getByText('Search: “Pune”')).toBeVisible();
  });

  test('live auctions filter and sort through the URL, and the back button restores the view', async ({ page }) => {
    test.slow(); // a long journey: filter, sort, back, back, forward, forward, remove a chip
    const residential = { status: 'live', propertyType: 'Residential' };
    const byHighest = { ...residential, sort: 'highest_bid' };

    await page.goto('/live-auctions');
    await expect(page.getByRole('heading', { level: 1, name: /Live Auctions/ })).toBeVisible();
    await expectListingMatchesServer(page, { status: 'live' });
    for (const badge of await cards(page)
      .getByText(/^(LIVE|UPCOMING|ENDED)$/)
      .all())
      await expect(badge).toHaveText('LIVE');

    await page.getByRole('button', { name: /Filters/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filter Auctions' });
    await expect(sheet.getByText('Price Range')).toBeVisible();
    // Every type a listing may have, Agricultural included.
    await sheet.getByLabel('Property Type').click();
    await expect(page.getByRole('option')).toHaveText(['All', 'Residential', 'Commercial', 'Industrial', 'Agricultural', 'Land']);
    await page.keyboard.press('Escape');
    await choose(page, sheet.getByLabel('Property Type'), 'Residential');
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/propertyType=Residential/);
    await expect(page.getByText('Type: Residential')).toBeVisible();
    // The badge still counts every live auction; the filtered count is in "Showing X of Y".
    await expectListingMatchesServer(page, residential);

    await choose(page, page.getByRole('combobox', { name: 'Sort auctions' }), 'Highest Bid');
    await expect(page).toHaveURL(/sort=highest_bid/);
    await expectCardsInServerOrder(page, byHighest);

    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByRole('combobox', { name: 'Sort auctions' })).toContainText('Ending Soon');
    await expect(page.getByText('Type: Residential')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/live-auctions$/);
    await expect(page.getByText('Type: Residential')).toHaveCount(0);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(/propertyType=Residential.*sort=highest_bid/);
    await expectCardsInServerOrder(page, byHighest);

    await page.getByRole('button', { name: 'Remove filter Type: Residential' }).click();
    await expect(page).toHaveURL(/\/live-auctions\?sort=highest_bid$/);
  });

  test('a search is kept in the URL, and one that matches nothing says so', async ({ page }) => {
    await page.goto('/live-auctions');
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search auctions' }).fill('zzzz no such property');
    await expect(page).toHaveURL(/q=zzzz/);
    await expect(page.getByText('No active auctions found.')).toBeVisible();
    await expect(page.getByTestId('showing-count')).toHaveText('Showing 0 of 0 auctions');
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search auctions' })).toHaveValue('zzzz no such property');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/live-auctions$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('a place spelt another way finds its auctions, and the page says what it searched', async ({ page }) => {
    await page.goto('/live-auctions?q=Nasik');
    await expect(page.getByTestId('searched-for')).toHaveText('Showing results for Nashik');
    await expect(page.getByRole('searchbox', { name: 'Search auctions' })).toHaveValue('Nasik');
    // The cards are Nashik's, as the server lists them when asked for Nashik itself.
    await expect(async () => {
      const nashik = await listAuctions(page.request, { status: 'live', q: 'Nashik' });
      expect(nashik.items.length).toBeGreaterThan(0);
      expect(nashik.searchedFor).toBeUndefined();
      expect(await cardTitles(page)).toEqual(nashik.items.map((a) => a.title));
    }).toPass({ timeout: 20_000 });

    await page.goto('/properties?q=Mumbia');
    await expect(page.getByTestId('searched-for')).toHaveText('Showing results for Mumbai');
    await expect(cards(page).first()).toBeVisible();
    // A search spelt right says nothing more.
    await page.goto('/properties?q=Mumbai');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByTestId('searched-for')).toHaveCount(0);
  });

  test('the properties page counts by type and by status, and its tabs filter the grid', async ({ page }) => {
    await page.goto('/properties');
    await expect(page.getByRole('heading', { level: 1, name: 'All Properties' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    // NOTE: other journeys create, start and end auctions meanwhile (and the page follows them live),
    // so the page is compared with the server's answer of the same moment, asked again until they agree.
    await expect(async () => {
      const all = await listAuctions(page.request, {});
      const total = Object.values(all.counts.byPropertyType).reduce((a, b) => a + b, 0);
      await expect(summary).toContainText(`Total Properties${total}`, { timeout: 1_000 });
      await expect(summary).toContainText(`Residential${all.counts.byPropertyType.Residential}`, { timeout: 1_000 });
      await expect(summary).toContainText(`Commercial${all.counts.byPropertyType.Commercial}`, { timeout: 1_000 });
      await expect(summary).toContainText(`Industrial${all.counts.byPropertyType.Industrial}`, { timeout: 1_000 });
      await expect(page.getByTestId('tab-count-live')).toHaveText(String(all.counts.byStatus.live), { timeout: 1_000 });
      await expect(page.getByTestId('tab-count-ended')).toHaveText(String(all.counts.byStatus.ended), { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });

    await page.getByRole('tab', { name: /Ended/ }).click();
    await expect(page).toHaveURL(/status=ended/);
    await expect(async () => {
      const ended = await listAuctions(page.request, { status: 'ended' });
      await expect(page.getByTestId('showing-count')).toHaveText(`Showing ${ended.items.length} of ${ended.total} auctions`, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    for (const card of await cards(page).all()) {
      await expect(card.getByText('ENDED', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: /View Result/ })).toBeVisible();
    }
    await page.goBack();
    await expect(page.getByRole('tab', { name: /All/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('beyond what the listing counts, the total reads "1,000+", the counts "n+" and the pages go on', async ({ page }) => {
    // NOTE: the seed is far below the 1,000 the server counts to (decision 025; the server's tests
    // lower the cap), so the server's answer is taken and marked as a capped one on its way.
    await page.route(/\/api\/auctions(\?|$)/, async (route) => {
      try {
        const response = await route.fetch();
        const list = (await response.json()) as AuctionList;
        await route.fulfill({ response, json: { ...list, total: 1_000, totalCapped: true, counts: { ...list.counts, exact: false } } });
      } catch {
        // A request still under way when the page moves on is disposed with it: nothing to answer.
      }
    });
    // NOTE: reached by the site's own links, so that the browser asks for the listing (a page the server
    // renders carries the listing in itself, which this route never sees).
    const main = page.getByRole('navigation', { name: 'Main' });
    await page.goto('/auth');
    await main.getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByTestId('showing-count')).toHaveText(/^Showing \d+ of 1,000\+ auctions$/);
    await expect(page.getByTestId('tab-count-live')).toHaveText(/^[\d,]+\+$/);
    // NOTE: the pages go on while a page is full: Properties lists every auction, more than a page even
    // after other journeys have ended the live ones (Live Auctions may then fill less than a page).
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByText('Page 1 of 84+')).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Next' })).toBeVisible();
    await main.getByRole('link', { name: 'Live Auctions' }).click();
    await expect(page.getByTestId('showing-count')).toHaveText(/^Showing \d+ of 1,000\+ auctions$/);
  });

  test('where the server estimates how many match, the total reads "about N" in English, Hindi and Marathi', async ({ page }) => {
    // NOTE: as above, the seed is far below what the server counts, so its answer to a search is taken
    // and given the planner's figure the server adds beyond its count (decision 046; the estimate itself
    // is tested on both databases in catalogue-counts.test.ts).
    await page.route(/\/api\/auctions\?.*q=/, async (route) => {
      try {
        const response = await route.fetch();
        const list = (await response.json()) as AuctionList;
        const capped = { ...list, total: 1_000, totalCapped: true, totalEstimate: 12_000, counts: { ...list.counts, exact: false } };
        await route.fulfill({ response, json: capped });
      } catch {
        // A request still under way when the page moves on is disposed with it: nothing to answer.
      }
    });
    await page.goto('/live-auctions');
    const search = page.getByRole('searchbox', { name: 'Search auctions' });
    await search.fill('flat');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=flat/);
    const showing = page.getByTestId('showing-count');
    await expect(showing).toHaveText(/^Showing \d+ of about 12,000 auctions$/);
    const languages = [
      { name: 'हिन्दी', text: /^लगभग 12,000 में से \d+ नीलामियाँ दिखाई जा रही हैं$/ },
      { name: 'मराठी', text: /^सुमारे 12,000 पैकी \d+ लिलाव दाखवत आहे$/ },
      { name: 'English', text: /^Showing \d+ of about 12,000 auctions$/ },
    ];
    for (const { name, text } of languages) {
      await page.getByTestId('language-menu').click();
      await page.getByRole('menuitemradio', { name }).click();
      await expect(showing).toHaveText(text);
    }
  });

  test('an auction page shows its gallery, tabs, price sidebar and recent bids', async ({ page }) => {
    const live = await listAuctions(page.request, { status: 'live', pageSize: 60 });
    // NOTE: one that runs for hours yet, so the journey does not depend on how long the suite has run
    // (the seed ends its soonest live auction minutes after start).
    const auction = live.items.find(
      (a) => a.images.length >= 2 && a.bidCount > 0 && Date.parse(a.endTime) - Date.now() > 2 * 3_600_000,
    ) as Auction;
    expect(auction, 'the seed has a live auction with photos and bids that runs for hours').toBeTruthy();

    await page.goto(`/live-auctions?q=${encodeURIComponent(auction.title)}`);
    await page.getByRole('link', { name: auction.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/auction/${auction.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: auction.title })).toBeVisible();
    // The tab is named after the property, as when the page is opened directly.
    await expect(page).toHaveTitle(`${auction.title} — Neelami`);
    await expect(page.getByText('LIVE', { exact: true }).first()).toBeVisible();

    const gallery = page.getByTestId('gallery-main');
    const n = auction.images.length;
    await expect(gallery).toHaveAttribute('aria-label', new RegExp(`^Photo 1 of ${n}`));
    await expect(gallery.locator('img')).toHaveAttribute('src', /-large\.webp$/);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect(gallery).toHaveAttribute('aria-label', new RegExp(`^Photo 2 of ${n}`));
    await page.keyboard.press('ArrowLeft');
    await expect(gallery).toHaveAttribute('aria-label', new RegExp(`^Photo 1 of ${n}`));
    await page.getByRole('button', { name: `Show photo ${n} of ${n}` }).click();
    await expect(gallery).toHaveAttribute('aria-label', new RegExp(`^Photo ${n} of ${n}`));
    await expect(page.getByRole('list', { name: 'Thumbnails' }).locator('img').first()).toHaveAttribute('src', /-thumb\.webp$/);

    await expect(page.getByTestId('current-bid')).toHaveText(formatINR(auction.currentBid));
    await expect(page.getByRole('link', { name: 'Sign In to Bid' })).toBeVisible();
    await expect(page.locator('[data-slot="bid-box"]')).toBeVisible();
    await expect(page.getByText('Reserve Price')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recent Bids' })).toBeVisible();
    const bids = (await (await page.request.get(`/api/auctions/${auction.id}/bids?limit=10`)).json()) as { items: unknown[] };
    await expect(page.getByTestId('recent-bids').getByRole('listitem')).toHaveCount(bids.items.length);
    await expect(page.getByRole('heading', { name: 'Important Dates' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vendor Details' })).toBeVisible();
    await expect(page.getByTestId('seller-name')).not.toBeEmpty();

    await page.getByRole('tab', { name: 'Details' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Property Type');
    await expect(page.getByRole('tabpanel')).toContainText(formatINR(auction.emdAmount));
    await expect(page.getByRole('tabpanel')).toContainText('A bid in the last 5 minutes moves the end to 5 minutes after it.');
    await expect(page.getByRole('tabpanel')).toContainText('EMD Cut-off');
    await page.getByRole('tab', { name: 'Legal Info' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('Sale Notice Date');
    await expect(page.getByRole('tabpanel')).toContainText('Known Encumbrances');
    await expect(page.getByRole('tabpanel')).toContainText(/No documents have been published for this auction yet\.|Download/);
    await page.getByRole('tab', { name: 'Location' }).click();
    // Without a tile server (as in the tests) the map of India, the property marked (decision 056).
    await expect(page.getByRole('img', { name: /^Map of India with the property marked in / })).toBeVisible();

    // Back on the listing, the tab has the listing's name again (as the server wrote it, by its search).
    await page.goBack();
    await expect(page).toHaveURL(/\/live-auctions/);
    await expect(page).toHaveTitle(/^Live auctions matching “.+” — Neelami$/);
  });

  test('on a phone the price sidebar sits above the tabs and nothing spills sideways', async ({ page }) => {
    const { items } = await listAuctions(page.request, { status: 'live', pageSize: 1 });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/auction/${items[0]!.id}`);
    const price = await page.getByTestId('current-bid').boundingBox();
    const tabs = await page.getByRole('tablist', { name: 'About this property' }).boundingBox();
    expect(price!.y).toBeLessThan(tabs!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.goto('/live-auctions');
    await expect(cards(page).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('an unknown auction says so and leads back to the auctions', async ({ page }) => {
    await page.goto('/auction/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Auction not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Auctions' }).click();
    await expect(page).toHaveURL(/\/live-auctions$/);
  });

  test('the reserve price is shown to an admin and never to a visitor or a buyer', async ({ browser, baseURL, seededAdmin }) => {
    const visitor = await browser.newContext({ baseURL });
    const { items } = await listAuctions(visitor.request, { pageSize: 60 });
    const auction = items.find((a) => a.hasReserve);
    expect(auction, 'the seed has an auction with a reserve price').toBeTruthy();
    const url = `/auction/${auction!.id}`;

    const buyer = await browser.newContext({ baseURL });
    await registerViaApi(buyer.request);
    for (const context of [visitor, buyer]) {
      const p = hydrating(await context.newPage());
      let asked = false;
      p.on('request', (r) => {
        if (r.url().includes('/reserve-price')) asked = true;
      });
      await p.goto(url);
      await expect(p.getByTestId('current-bid')).toBeVisible();
      await expect(p.getByRole('heading', { name: 'Recent Bids' })).toBeVisible();
      await expect(p.getByText('Reserve Price')).toHaveCount(0);
      expect(asked).toBe(false);
      await context.close();
    }

    const admin = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(admin, seededAdmin.email, seededAdmin.password);
    const res = await admin.request.get(`/api/auctions/${auction!.id}/reserve-price`);
    const { reservePrice } = (await res.json()) as { reservePrice: number };
    await admin.goto(url);
    await expect(admin.getByTestId('reserve-price')).toHaveText(formatINR(reservePrice));
    await admin.context().close();
  });

  test('the properties tabs add up to All: cancelled sales are not listed, and an admin finds drafts and cancelled ones under Upcoming', async ({
    browser,
    baseURL,
    seededAdmin,
  }) => {
    const tabCount = async (p: Page, tab: string) => Number((await p.getByTestId(`tab-count-${tab}`).textContent())?.replace(/,/g, ''));
    const addsUp = async (p: Page) => {
      await expect(async () => {
        const [all, live, upcoming, ended] = await Promise.all(['all', 'live', 'upcoming', 'ended'].map((tab) => tabCount(p, tab)));
        expect(all).toBe(live! + upcoming! + ended!);
      }).toPass({ timeout: 20_000 });
    };
    const visitor = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await visitor.goto('/properties');
    await expect(visitor.getByTestId('tab-count-all')).toHaveText(/^\d/);
    await addsUp(visitor);
    expect((await listAuctions(visitor.request, { status: 'cancelled' })).total).toBe(0);
    await visitor.context().close();

    const admin = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(admin, seededAdmin.email, seededAdmin.password);
    const cancelled = await listAuctions(admin.request, { status: 'cancelled' });
    expect(cancelled.total).toBeGreaterThan(0);
    await admin.goto('/properties?status=upcoming');
    await expect(admin.getByTestId('tab-count-all')).toHaveText(/^\d/);
    await addsUp(admin);
    const title = cancelled.items[0]!.title;
    await admin.goto(`/properties?status=upcoming&q=${encodeURIComponent(title)}`);
    await expect(cards(admin).filter({ hasText: title })).toBeVisible();
    await admin.context().close();
  });

  test('the owning vendor sees the reserve price of their own auction', async ({ browser, baseURL }) => {
    const vendor = await seededAccount('vendor', /bank/i);
    test.skip(!vendor, 'needs the seeded bank vendor');
    const page = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(page, vendor!.email, vendor!.password);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const { items } = await listAuctions(page.request, { createdBy: me.user.id, pageSize: 60 });
    const own = items.find((a) => a.hasReserve);
    test.skip(!own, 'the bank vendor has no auction with a reserve price');
    await page.goto(`/auction/${own!.id}`);
    await expect(page.getByTestId('reserve-price')).toBeVisible();
    await page.context().close();
  });
});
