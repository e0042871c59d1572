import { expect, seededAccount, signInViaApi, test } from './fixtures';

test('an admin reads the platform report, filters it and exports it', async ({ page }) => {
  const admin = await seededAccount('admin');
  expect(admin).not.toBeNull();
  await signInViaApi(page, admin!.email, admin!.password);
  await page.goto('/admin-reports');
  await expect(page.getByRole('heading', { name: 'Admin Reports' })).toBeVisible();
  await expect(page.getByText('Gross sales').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: '1 year' }).click();
  await expect(page).toHaveURL(/period=1y/);

  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByLabel('Property type').click();
  await page.getByRole('option', { name: 'Commercial' }).click();
  await expect(page).toHaveURL(/type=Commercial/);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Financial' }).click();
  await expect(page.getByText('3% commission on sales')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('neelami-admin-report-1y.csv');

  await page.reload();
  await expect(page.getByRole('button', { name: /Filter/ })).toContainText('Commercial');
});

test('a buyer sees only the buyer report', async ({ page }) => {
  const buyer = await seededAccount('buyer', /EMD paid/i);
  expect(buyer).not.toBeNull();
  await signInViaApi(page, buyer!.email, buyer!.password);
  await page.goto('/buyer-reports');
  await expect(page.getByRole('heading', { name: 'Buyer Reports' })).toBeVisible();
  await expect(page.getByText('Total bids')).toBeVisible();
  await page.goto('/admin-reports');
  await expect(page).toHaveURL(/\/$/);
});
