import { MAIL_DELIVERY_LABELS, MASKED_TOKEN } from '../../src/shared/schemas/mail';
import { expect, hydrating, seededAccount, signInAs, signInViaApi, test } from './fixtures';

test.describe('navigation and guards', () => {
  test('signed out, the navigation offers Sign In, and a buyer page leads to /auth', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await page.goto('/buyer-dashboard?tab=bids');
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/buyer-dashboard?tab=bids')}`);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('a visitor sent to sign in from a guarded page returns to it after registering; an address elsewhere is never followed', async ({
    page,
  }) => {
    await page.goto('/buyer-dashboard');
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/buyer-dashboard')}`);
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Meera Return Iyer');
    await form.getByLabel('Phone').fill('98765 01234');
    await form.getByLabel('Email').fill(`return.${Date.now()}@example.in`);
    await form.getByLabel('PAN', { exact: true }).fill('ABCPI1234Z');
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret123');
    await form.getByLabel('I accept the terms and conditions').check();
    await form.getByLabel('I accept the privacy policy').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL('/buyer-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Signed in, a sign-in address that names another site goes home instead.
    await page.goto(`/auth?next=${encodeURIComponent('//evil.example/steal')}`);
    await expect(page).toHaveURL('/');
  });

  test('a buyer sees the buyer links and is sent from /admin-dashboard to /', async ({ buyerPage: page, newBuyer }) => {
    await page.goto('/');
    const nav = page.getByRole('banner');
    await expect(nav.getByText('BUYER', { exact: true })).toBeVisible();
    await expect(nav.getByText(newBuyer.fullName)).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Notifications' })).toBeVisible();
    const main = nav.getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Live Auctions' })).toHaveAttribute('href', '/live-auctions');
    await expect(main.getByRole('link', { name: 'Properties' })).toHaveAttribute('href', '/properties');
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/buyer-dashboard');
    await expect(main.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/buyer-reports');
    await expect(main.getByRole('link', { name: 'Users' })).toHaveCount(0);

    await page.goto('/admin-dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/$/);
  });

  test('on a phone, the menu holds the links, the name and the role', async ({ buyerPage: page, newBuyer }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByText('BUYER', { exact: true })).toBeVisible();
    await expect(menu.getByText(newBuyer.fullName)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/settings/notifications');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/buyer-dashboard$/);
    // The link e-mails carry for "your dashboard" opens the user's own.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/buyer-dashboard$/);
    // Nothing spills sideways at 360 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the pages of a signed-out visitor ask for nothing they are refused (no 401 in the console)', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    const list = (await (await page.request.get('/api/auctions?status=live&pageSize=1')).json()) as { items: { id: string }[] };
    for (const path of ['/', '/live-auctions', '/properties', `/auction/${list.items[0]!.id}`, '/auth']) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    }
    expect(refused).toEqual([]);
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the role badge reads the role from the first paint of a server-rendered page, and LOADING... on the browser-rendered shell until the session answers', async ({
    buyerPage: page,
  }) => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/session', async (route) => {
      await answered;
      await route.continue();
    });
    const badge = page.getByRole('banner').getByTestId('role-badge');
    // The server knows the session: nothing flickers from signed out to signed in (decision 035).
    await page.goto('/');
    await expect(badge).toHaveText('BUYER');
    // The app shell the service worker keeps for when the network is gone renders in the browser alone.
    await page.goto('/index.html');
    await expect(badge).toHaveText('LOADING...');
    answer();
    await expect(badge).toHaveText('BUYER');
  });

  test('an admin sees the admin links, and the internal admin paths lead to the pages they mean', async ({ page, seededAdmin }) => {
    await signInAs(page, seededAdmin.email, seededAdmin.password);
    const nav = page.getByRole('banner');
    await expect(nav.getByText('ADMIN', { exact: true })).toBeVisible();
    const main = nav.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Dashboard', '/admin-dashboard'],
      ['Reports', '/admin-reports'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // The admin's desks are a row of their own, the money and mail desks with them.
    const desks = page.getByRole('navigation', { name: 'Admin' });
    for (const [name, href] of [
      ['Users', '/admin/users'],
      ['Auctions', '/admin/auctions'],
      ['Bids', '/admin/bids'],
      ['Documents', '/admin/documents'],
      ['EMD Deposits', '/admin/emd-deposits'],
      ['Sales', '/admin/sales'],
      ['Outbox', '/admin/outbox'],
    ] as const) {
      await expect(desks.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // At 1280 px every control of the top row is on the screen, the name and Sign Out included.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const control of [
      nav.getByTestId('user-name'),
      nav.getByRole('button', { name: 'Sign Out' }),
      main.getByRole('link', { name: 'Live Auctions' }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.height, 'one line').toBeLessThan(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

    await page.goto('/admin/user-management');
    await expect(page).toHaveURL(/\/admin\/users$/);
    await page.goto('/admin/auction-management');
    await expect(page).toHaveURL(/\/admin\/auctions$/);
    await page.goto('/admin/bid-management');
    await expect(page).toHaveURL(/\/admin\/bids$/);
    await page.goto('/admin/document-management');
    await expect(page).toHaveURL(/\/admin\/documents$/);
    await page.goto('/admin/reports');
    await expect(page).toHaveURL(/\/admin-reports$/);
  });

  test('an admin reads the e-mail outbox, with the token of a reset link hidden', async ({ page, seededAdmin }) => {
    // A reset request puts an e-mail for the admin in the outbox.
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Sign in' }).getByLabel('Email').fill(seededAdmin.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Reset Email Sent!')).toBeVisible();

    await signInAs(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/outbox');
    await expect(page.getByRole('heading', { name: 'E-mail Outbox' })).toBeVisible();
    // Other journeys ask for resets at the same time: pick the admin's own e-mail.
    const mail = page.getByRole('article', { name: 'Reset your Neelami password' }).filter({ hasText: seededAdmin.email }).first();
    await expect(mail).toBeVisible();
    // The e-mail shows as it is rendered, in a sandboxed frame; its reset link carries no token.
    const rendered = mail.frameLocator('iframe');
    await expect(rendered.locator('a[href*="reset-password/"]').first()).toHaveAttribute(
      'href',
      new RegExp(`reset-password/${MASKED_TOKEN.replace(/[[\]]/g, '\\$&')}`),
    );
    await expect(rendered.locator(`a[href*="reset-password/"]:not([href*="${MASKED_TOKEN}"])`)).toHaveCount(0);
    await expect(mail.getByRole('link', { name: /reset-password/ })).toHaveCount(0);
    await expect(mail.getByTestId('delivery')).toHaveText(MAIL_DELIVERY_LABELS.outbox_only);
  });
});

test.describe('"List a Property" on the home page', () => {
  test('a visitor registers as a vendor, an approved vendor reaches the listing form, a buyer is told how to sell', async ({
    buyerPage,
    browser,
  }) => {
    const page = hydrating(await (await browser.newContext()).newPage());
    await page.goto('/');
    await page.getByRole('link', { name: 'List a Property' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=register&as=vendor$/);
    await expect(page.getByRole('radio', { name: /Vendor\/Seller/ })).toBeChecked();
    await page.context().close();

    const vendor = await seededAccount('vendor', /^bank@/);
    const vendorPage = hydrating(await (await browser.newContext()).newPage());
    await signInViaApi(vendorPage, vendor.email, vendor.password);
    await vendorPage.goto('/');
    await vendorPage.getByRole('link', { name: 'List a Property' }).click();
    await expect(vendorPage).toHaveURL(/\/vendor\/auctions\?new=1$/);
    await expect(vendorPage.getByRole('dialog', { name: 'Create Auction' })).toBeVisible();
    await vendorPage.context().close();

    await buyerPage.goto('/');
    await expect(buyerPage.getByTestId('buyer-cannot-list')).toContainText('register a vendor account');
    await expect(buyerPage.getByRole('link', { name: 'List a Property' })).toHaveCount(0);
  });
});
