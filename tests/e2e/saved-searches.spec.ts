import { randomBytes } from 'node:crypto';
import { e2eServer } from './support/server';
import { expect, hydrating, signInViaApi, test } from './fixtures';
import { PUNE_ADDRESS } from './fixtures/bidding';

const HOUR = 3_600_000;

test.describe('saved searches with alerts', () => {
  test('a buyer saves a search, is told of a new auction that matches it, then pauses, renames and deletes it', async ({
    buyerPage: page,
    browser,
    seededAdmin,
  }) => {
    test.slow(); // two browsers: the buyer and the admin who lists the auction
    // A word no other auction holds (digits keep the search from correcting it to another word).
    const word = `7${randomBytes(4).toString('hex')}`;
    await page.goto(`/properties?q=${word}&state=Maharashtra`);
    await expect(page.getByText('No properties found')).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog.getByLabel('Name')).toHaveValue(`${word} · Maharashtra`);
    await dialog.getByLabel('Name').fill(`Flats ${word}`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('Search saved');
    await expect(dialog).toBeHidden();

    // Saving it again under the same name is refused, and what was typed stays.
    await page.getByRole('button', { name: 'Save this search' }).click();
    await dialog.getByLabel('Name').fill(`FLATS ${word}`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('You already have a saved search with this name.');
    await expect(dialog.getByLabel('Name')).toHaveValue(`FLATS ${word}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/saved-searches');
    const item = page.getByTestId('saved-search').filter({ hasText: `Flats ${word}` });
    await expect(item).toContainText(`Search: “${word}” · State: Maharashtra`);
    await expect(item).toContainText('Alerts: as soon as listed');
    await expect(item).toContainText('no new auction yet');

    // An admin lists a matching auction: the buyer is told at once.
    const adminContext = await browser.newContext();
    const admin = hydrating(await adminContext.newPage());
    await signInViaApi(admin, seededAdmin.email, seededAdmin.password);
    const now = Date.now();
    const title = `2 BHK Flat in Kothrud ${word}`;
    const created = await admin.request.post('/api/auctions', {
      headers: { origin: e2eServer().url },
      data: {
        ...PUNE_ADDRESS,
        title,
        description: 'A bank-auctioned flat on the third floor, with a covered parking space.',
        location: 'Kothrud, Pune',
        propertyType: 'Residential',
        startingBid: 6_500_000,
        emdAmount: 650_000,
        startTime: new Date(now + 24 * HOUR).toISOString(),
        endTime: new Date(now + 72 * HOUR).toISOString(),
        saleNoticeDate: new Date(now - 35 * 24 * HOUR).toISOString().slice(0, 10),
        status: 'upcoming',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await adminContext.close();

    await page.reload();
    await expect(item).toContainText('1 new auction, last on');
    // The scheduler's next tick tells the owner.
    const bell = async () =>
      ((await (await page.request.get('/api/notifications')).json()) as { items: { title: string; message: string }[] }).items;
    await expect.poll(async () => (await bell())[0]?.title).toBe(`New auction for “Flats ${word}”`);
    expect((await bell())[0]!.message).toBe(`${title} matches your saved search “Flats ${word}”.`);
    await item.getByRole('link', { name: 'Show results' }).click();
    await expect(page).toHaveURL(new RegExp(`/properties\\?q=${word}&state=Maharashtra$`));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    await page.goto('/saved-searches');
    await item.getByRole('button', { name: 'Pause alerts' }).click();
    await expect(item).toContainText('Alerts paused');
    await item.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit saved search' });
    await edit.getByLabel('Name').fill(`Kothrud ${word}`);
    await edit.getByRole('radio', { name: 'Once a day, in one digest' }).check();
    await edit.getByLabel('Digest at').selectOption('19');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const renamed = page.getByTestId('saved-search').filter({ hasText: `Kothrud ${word}` });
    await expect(renamed).toContainText('Alerts: daily at 19:00 IST');

    // At 360 px the page fits the screen.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
  });

  test('a visitor is asked to sign in first, and comes back to the same view', async ({ page }) => {
    await page.goto('/live-auctions?propertyType=Commercial');
    await page.getByRole('link', { name: 'Save this search' }).click();
    await expect(page).toHaveURL(/\/auth\?next=%2Flive-auctions%3FpropertyType%3DCommercial$/);
  });
});
