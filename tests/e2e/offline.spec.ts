import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { e2eServer } from './support/server';
import { expect, liveAuctionOfOurOwn, signInViaApi, test } from './fixtures';

/**
 * Offline and back (decision 045): a banner on every page while the network is gone, what was loaded
 * kept on screen, the signed-in user still signed in, "You are offline" where nothing was loaded, and
 * back online the banner goes and the screen catches up.
 */
const ORIGIN = { origin: e2eServer().url };
const OFFLINE = 'You are offline. Showing what was loaded; it will update when you are back online.';

async function adminRequest(baseURL: string | undefined, email: string, password: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({ baseURL });
  const res = await admin.post('/api/auth/sign-in/email', { headers: ORIGIN, data: { email, password } });
  expect(res.ok()).toBeTruthy();
  return admin;
}

const listing = (title: string) => ({
  title,
  description: 'A flat listed by the offline journey to see the listing catch up when the network returns.',
  location: 'Aundh, Pune',
  propertyType: 'Residential',
  startingBid: 2_500_000,
  emdAmount: 250_000,
});

test.describe('offline', () => {
  // The app's own calls fail while offline, as they should; the browser says so in the console.
  test.use({ consoleAllowed: [[/Failed to fetch/, /WebSocket/, /ERR_INTERNET_DISCONNECTED/, /NetworkError/], { scope: 'test' }] });

  test('a signed-in buyer keeps Live Auctions and their name offline, and the list catches up back online', async ({
    page,
    context,
    baseURL,
    newBuyer,
    seededAdmin,
  }) => {
    test.setTimeout(120_000);
    const admin = await adminRequest(baseURL, seededAdmin.email, seededAdmin.password);
    const word = `Offlinecheck${Date.now().toString(36)}`;
    const first = await liveAuctionOfOurOwn(admin, listing(`${word} Flat A`));

    await signInViaApi(page, newBuyer.email, newBuyer.password);
    await page.goto(`/live-auctions?q=${word}`);
    const cards = page.getByRole('list', { name: 'Auctions' }).getByRole('heading');
    await expect(cards).toHaveText([first.title]);
    await expect(page.getByTestId('role-badge')).toBeVisible();
    const banner = page.getByTestId('connectivity');
    await expect(banner).toBeEmpty();

    await context.setOffline(true);
    await expect(banner).toHaveText(OFFLINE);
    await expect(banner).toHaveAttribute('role', 'status');
    // A refetch the window's focus would start waits for the network instead of failing.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(1_500);
    await expect(cards).toHaveText([first.title]);
    await expect(page.getByText('Error loading auctions')).toHaveCount(0);
    await expect(page.getByTestId('role-badge')).toHaveText(/^buyer$/i);

    // A listing never loaded in this tab says it is offline, not that it failed.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Properties' }).click();
    await expect(page.getByText('You are offline', { exact: true })).toBeVisible();
    await expect(page.getByText(/Error loading|Could not load/)).toHaveCount(0);
    await expect(banner).toHaveText(OFFLINE);
    await page.goBack();
    await expect(cards).toHaveText([first.title]);

    // Meanwhile a second auction goes live; back online, the list on screen is fetched again.
    const second = await liveAuctionOfOurOwn(admin, listing(`${word} Flat B`));
    const refetched = page.waitForResponse((r) => r.url().includes('/api/auctions?') && r.ok());
    await context.setOffline(false);
    await expect(banner).toHaveText('Back online. Updating…');
    await refetched;
    await expect(cards).toHaveCount(2);
    await expect(cards).toContainText([second.title]);
    await expect(banner).toBeEmpty({ timeout: 10_000 });
    await expect(page.getByTestId('role-badge')).toHaveText(/^buyer$/i);
    await admin.dispose();
  });

  test('a signed-in page keeps who is signed in while offline', async ({ page, context, newBuyer }) => {
    await signInViaApi(page, newBuyer.email, newBuyer.password);
    await page.goto('/settings/notifications');
    await expect(page.getByRole('checkbox', { name: 'Outbid: E-mail' })).toBeChecked();
    const name = await page.getByTestId('user-name').textContent();

    await context.setOffline(true);
    await expect(page.getByTestId('connectivity')).toHaveText(OFFLINE);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('user-name')).toHaveText(name!);
    await expect(page.getByRole('checkbox', { name: 'Outbid: E-mail' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(page.getByTestId('connectivity')).toHaveText('Back online. Updating…');
    await expect(page.getByTestId('user-name')).toHaveText(name!);
  });
});
