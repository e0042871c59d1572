import { expect, signInViaApi, test } from './fixtures';

test.describe('compare', () => {
  test('a visitor chooses auctions from the cards, compares them side by side, keeps them over a reload and is stopped at four', async ({
    page,
  }) => {
    await page.goto('/properties');
    const cards = page.getByTestId('auction-card');
    await expect(cards.first()).toBeVisible();
    const titles: string[] = [];
    for (const i of [0, 1]) {
      const card = cards.nth(i);
      titles.push((await card.getByRole('heading').innerText()).trim());
      const toggle = card.getByTestId('compare-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    }
    const bar = page.getByRole('region', { name: 'Auctions to compare' });
    await expect(bar).toContainText('2 auctions to compare');
    await bar.getByRole('link', { name: 'Compare' }).click();

    await expect(page).toHaveURL(/\/compare$/);
    await expect(page.getByRole('heading', { name: 'Compare auctions', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'The chosen auctions, one column each' });
    for (const title of titles) await expect(table.getByRole('columnheader').filter({ hasText: title })).toBeVisible();
    for (const row of ['Price now', 'Reserve price', 'EMD', 'Price per sq ft', 'EMD cut-off', 'Documents']) {
      await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible();
    }
    // A visitor is never told a reserve price.
    await expect(table.getByRole('row', { name: /^Reserve price/ })).not.toContainText('₹');

    await page.reload();
    await expect(table.getByRole('columnheader')).toHaveCount(2);
    await table.getByRole('button', { name: `Remove ${titles[0]} from the comparison` }).click();
    await expect(table.getByRole('columnheader')).toHaveCount(1);

    await page.goto('/properties');
    await expect(page.getByRole('region', { name: 'Auctions to compare' })).toContainText('1 auction to compare');
    for (const i of [2, 3, 4]) await cards.nth(i).getByTestId('compare-toggle').click();
    await expect(page.getByRole('region', { name: 'Auctions to compare' })).toContainText('4 auctions to compare');
    await cards.nth(5).getByTestId('compare-toggle').click();
    await expect(page.locator('[data-sonner-toast]')).toContainText('You can compare up to 4 auctions. Remove one first.');
    await expect(cards.nth(5).getByTestId('compare-toggle')).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('region', { name: 'Auctions to compare' }).getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Auctions to compare' })).toHaveCount(0);
    await page.goto('/compare');
    await expect(page.getByText('Nothing to compare yet')).toBeVisible();
  });

  test('the vendor who listed an auction sees its reserve price in the comparison', async ({ page, seededVendor }) => {
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    const mine = (await (await page.request.get('/api/vendor/auctions?tab=upcoming&pageSize=1')).json()) as {
      items: { id: string; title: string; reservePrice: number | null }[];
    };
    const auction = mine.items.find((a) => a.reservePrice !== null);
    expect(auction, 'the seeded vendor has an upcoming auction with a reserve').toBeTruthy();
    await page.goto('/properties');
    await page.evaluate((id) => localStorage.setItem('neelami:compare', JSON.stringify([id])), auction!.id);
    await page.goto('/compare');
    const reserve = page.getByRole('table').getByRole('row', { name: /^Reserve price/ });
    await expect(reserve).toContainText('₹');
  });
});
