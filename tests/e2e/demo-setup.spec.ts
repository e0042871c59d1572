import { expect, expectToast, signInAs, test } from './fixtures';

test.describe('demo setup', () => {
  test('shows the four demo buyers with Copy buttons that copy their credentials', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/demo-setup');
    await expect(page.getByRole('heading', { name: 'Demo Setup' })).toBeVisible();
    const copy = page.getByRole('button', { name: /^Copy credentials for / });
    await expect(copy).toHaveCount(4);
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    await expect(page.getByText(/@/).first()).toBeVisible();

    const firstEmail = (await page.getByRole('definition').first().textContent())!.trim();
    await copy.first().click();
    await expect(page.getByText('Copied!')).toBeVisible();
    await expect(page.getByText('Credentials copied to clipboard')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${firstEmail.replace(/[.]/g, '\\.')} / \\S+$`));

    await expect(page.getByRole('link', { name: 'Live Auctions' }).last()).toHaveAttribute('href', '/live-auctions');
    await expect(page.getByRole('link', { name: 'admin bid page' })).toHaveAttribute('href', '/admin/bids');
  });

  test('resets the demo users after confirmation, and a demo buyer can sign in', async ({ page }) => {
    await page.goto('/demo-setup');
    await expect(page.getByRole('button', { name: /^Copy credentials for / })).toHaveCount(4);

    await page.getByRole('button', { name: 'Reset Demo Users' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText('This will delete and recreate all demo users. Continue?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);

    await page.getByRole('button', { name: 'Reset Demo Users' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await expectToast(page, 'Success', /deleted and created again/);
    await expect(page.getByRole('button', { name: /^Copy credentials for / })).toHaveCount(4);

    const [email, password] = await page.getByRole('definition').evaluateAll((dd) => dd.slice(0, 2).map((d) => d.textContent!.trim()));
    await signInAs(page, email!, password!);
    await expect(page.getByRole('banner').getByText('BUYER', { exact: true })).toBeVisible();
  });

  // This server runs in demo mode; the answers of a server without it (or of a failing one) are
  // stood in for at the network layer.
  test('is the 404 page when the server has demo mode off', async ({ page }) => {
    await page.route('**/api/demo-users', (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Not found' } } }),
    );
    await page.goto('/demo-setup');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Demo Setup' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset Demo Users' })).toHaveCount(0);
    await expect(page.getByText('Failed to create demo users')).toHaveCount(0);
  });

  test('a failed creation shows Failed to create demo users and offers a retry', async ({ page }) => {
    let fail = true;
    await page.route('**/api/demo-users', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Database unavailable' } } }) : route.continue(),
    );
    await page.goto('/demo-setup');
    await expect(page.getByText('Failed to create demo users').first()).toBeVisible();
    await expect(page.getByText('Database unavailable').first()).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: /^Copy credentials for / })).toHaveCount(4);
  });
});
