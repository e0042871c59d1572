import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { e2eServer } from './support/server';

type Listed = { items: { id: string; title: string }[] };

/** An upcoming auction of the demo world, by the API (its page offers "Add to calendar"). */
async function upcomingAuction(request: APIRequestContext) {
  const { items } = (await (await request.get('/api/auctions?status=upcoming&pageSize=1')).json()) as Listed;
  expect(items.length, 'the demo world has an upcoming auction').toBeGreaterThan(0);
  return items[0]!;
}

test.describe('calendars', () => {
  test('"Add to calendar" on an auction page downloads its calendar file, in the page’s language', async ({ page }) => {
    const auction = await upcomingAuction(page.request);
    await page.goto(`/auction/${auction.id}`);
    const link = page.getByRole('link', { name: 'Add to calendar' });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^neelami-auction-[0-9a-f]{8}\.ics$/);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:Auction: ${auction.title.replaceAll(',', '\\,')}`);
    expect(ics).toMatch(/DTSTART;TZID=Asia\/Kolkata:\d{8}T\d{6}/);

    // The same link in Hindi asks for Hindi words.
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitemradio', { name: 'हिन्दी' }).click();
    const hindi = page.getByRole('link', { name: 'कैलेंडर में जोड़ें' });
    await expect(hindi).toHaveAttribute('href', `/api/auctions/${auction.id}/calendar.ics?lang=hi`);
    const file = await page.request.get((await hindi.getAttribute('href'))!);
    expect(await file.text()).toContain(`SUMMARY:नीलामी: `);
  });

  test('a buyer makes a private feed address that holds what they watch, and turns it off', async ({ buyerPage: page }) => {
    const auction = await upcomingAuction(page.request);
    const watched = await page.request.post('/api/watchlist', { data: { auctionId: auction.id }, headers: { origin: e2eServer().url } });
    expect(watched.ok(), await watched.text()).toBe(true);

    await page.goto('/settings/notifications');
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await expect(card.getByText('You have no calendar feed yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Create calendar address' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Calendar address created');
    const address = card.getByLabel('Your calendar address');
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await address.inputValue();
    await expect(card.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));

    const feed = await page.request.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`SUMMARY:Auction: ${auction.title.replaceAll(',', '\\,')}`);

    // After a reload the address is not shown again; the feed is said to be on.
    await page.reload();
    await expect(card.getByText(/^Your calendar feed is on since /)).toBeVisible();
    await expect(card.getByLabel('Your calendar address')).toHaveCount(0);

    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Calendar feed turned off');
    await expect(card.getByText('You have no calendar feed yet.')).toBeVisible();
    expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  });
});
