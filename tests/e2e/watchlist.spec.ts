import type { Page } from '@playwright/test';
import { expect, hydrating, seededAccount, signInViaApi, test } from './fixtures';

const firstCard = (page: Page) => page.getByTestId('auction-card').first();

test.describe('watchlist', () => {
  test('signed out, the heart asks the visitor to log in and leads to /auth, which will return to the listing', async ({ page }) => {
    await page.goto('/live-auctions');
    await firstCard(page).getByRole('button', { name: 'Add to watchlist' }).click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast.getByText('Login Required', { exact: true })).toBeVisible();
    await expect(toast.getByText('Please login to add items to your watchlist', { exact: true })).toBeVisible();
    // The toast stays while the pointer is over it (sonner pauses its timer on hover).
    await toast.hover();
    await toast.getByRole('button', { name: 'Login' }).click();
    // Sign-in will return to the listing the visitor was on.
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/live-auctions')}`);
  });

  test('a buyer adds and removes an auction, and every heart is right after a reload', async ({ buyerPage: page }) => {
    test.slow(); // add, reload, detail page, remove, back to the list
    let idsRequests = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/watchlist/ids')) idsRequests += 1;
    });
    // The live auction that runs longest, found by its title: the list is live (Ending Soon first, and
    // seeded auctions end within minutes), so "the first card" can change under the test.
    const live = (await (await page.request.get('/api/auctions?status=live&pageSize=60')).json()) as {
      items: { id: string; title: string; endTime: string }[];
    };
    const longest = live.items.reduce((a, b) => (Date.parse(b.endTime) > Date.parse(a.endTime) ? b : a));
    await page.goto(`/live-auctions?q=${encodeURIComponent(longest.title)}`);
    const id = longest.id;
    const title = longest.title;
    const heart = page.locator(`[data-auction-id="${id}"]`).getByTestId('watchlist-heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Added to watchlist');
    await expect(toast).toContainText('You will be notified about updates');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName('Remove from watchlist');

    idsRequests = 0;
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    // Every other heart on the page is off, and the page asked once for all of them.
    await expect(page.getByTestId('watchlist-heart').and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    expect(idsRequests).toBe(1);

    await page.goto(`/auction/${id}`);
    const detailHeart = page.getByRole('button', { name: 'Remove from watchlist' });
    await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
    await detailHeart.click();
    await expect(toast).toContainText('Removed from watchlist');
    await expect(toast).toContainText('Auction removed from your watchlist');
    await expect(page.getByRole('button', { name: 'Add to watchlist' })).toHaveAttribute('aria-pressed', 'false');

    // Other journeys add live auctions meanwhile, which can push this one off the first page: find it by its title.
    await page.goto(`/live-auctions?q=${encodeURIComponent(title)}`);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const list = (await (await page.request.get('/api/watchlist')).json()) as { items: unknown[] };
    expect(list.items).toHaveLength(0);
  });

  test('when the server refuses, the heart goes back and the error is shown', async ({ buyerPage: page }) => {
    await page.route('**/api/watchlist', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Internal error' } } })
        : route.continue(),
    );
    await page.goto('/live-auctions');
    const heart = firstCard(page).getByTestId('watchlist-heart');
    await heart.click();
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Error');
    await expect(toast).toContainText('Failed to update watchlist. Please try again.');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a vendor and an admin see what they hearted on their dashboards', async ({ browser }) => {
    for (const [role, account, dashboard] of [
      ['vendor', /^owner@|individual owner/i, '/vendor-dashboard'],
      ['admin', undefined, '/admin-dashboard'],
    ] as const) {
      const page = hydrating(await (await browser.newContext()).newPage());
      const who = await seededAccount(role, account);
      await signInViaApi(page, who.email, who.password);
      await page.goto('/live-auctions');
      const card = firstCard(page);
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      const heart = card.getByTestId('watchlist-heart');
      if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.goto(dashboard);
      const watchlist = page.getByRole('heading', { name: 'Watchlist' }).locator('xpath=ancestor::*[contains(@class,"rounded")][1]');
      await expect(watchlist.getByText(title)).toBeVisible();
      await page.context().close();
    }
  });
});
