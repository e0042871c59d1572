import type { Page } from '@playwright/test';
import { e2eServer } from './support/server';
import { expect, hydrating, inAnotherLanguage, signInViaApi, test } from './fixtures';
import { ownAccount } from './fixtures/money';
import { untranslated } from './support/untranslated';

/**
 * The admin's screens in the pseudo-language (decision 028): users with the Add User dialog, EMD
 * deposits and withdrawals with their dialogs, bids with a bid's details, the e-mail outbox, sample
 * images and the platform health card; and one screen in Hindi.
 */

const ORIGIN = { origin: e2eServer().url };

async function check(page: Page, where: string, problems: string[]) {
  // Let the figures that load after the first paint arrive.
  await page.waitForTimeout(300);
  for (const text of await untranslated(page)) problems.push(`${where}: ${text}`);
}

/** Marks everything but `selector` (and what holds it) as not to be checked: the rest of the page belongs to other screens. */
async function only(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const keep = document.querySelector(sel);
    if (!keep) throw new Error(`no ${sel}`);
    for (let el: Element | null = keep; el && el !== document.body; el = el.parentElement) {
      for (const sibling of el.parentElement?.children ?? []) if (sibling !== el) sibling.setAttribute('data-i18n-skip', '');
    }
  }, selector);
}

test.describe('the admin screens in other languages', () => {
  test('in the pseudo-language every text of the users and EMD screens comes from a catalogue', async ({
    page,
    browser,
    baseURL,
    seededAdmin,
    newBuyer,
  }) => {
    test.setTimeout(60_000);
    // A deposit waiting for review, from a buyer of this test's own.
    const buyer = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(buyer, newBuyer.email, newBuyer.password);
    const utr = `XA${Date.now()}`.padEnd(16, '0').slice(0, 22);
    const deposit = await buyer.request.post('/api/emd-deposits', {
      headers: ORIGIN,
      data: { utrReference: utr, amount: 150_000, ...ownAccount(newBuyer.fullName) },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
    await buyer.context().close();

    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const problems: string[] = [];

    // Users, the Add User dialog with its validation messages, a row's menu and its Mark EMD paid dialog.
    await page.goto('/admin/users?lng=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦User Management⟧');
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await check(page, '/admin/users', problems);
    await page.getByRole('button', { name: '⟦Add User⟧' }).click();
    const addUser = page.getByRole('dialog');
    await addUser.getByRole('button', { name: '⟦Add User⟧' }).click();
    await expect(addUser.getByRole('alert').first()).toBeVisible();
    await check(page, 'Add User', problems);
    await page.keyboard.press('Escape');
    await expect(addUser).toBeHidden();
    await page
      .getByTestId('user-row')
      .first()
      .getByRole('button', { name: /⟦More actions for/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await check(page, 'user menu', problems);
    await page.getByRole('menuitem', { name: /⟦(Mark EMD paid|Change EMD amount)⟧/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'Mark EMD paid', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    // The suspend dialog, its reason refused empty (decision 042).
    const suspendable = page.getByTestId('user-row').filter({ has: page.getByRole('button', { name: '⟦Suspend⟧' }) });
    await suspendable.first().getByRole('button', { name: '⟦Suspend⟧' }).click();
    const suspend = page.getByRole('dialog');
    await suspend.getByRole('button', { name: '⟦Suspend⟧' }).click();
    await expect(suspend.getByText('⟦Give a reason: the user reads it.⟧')).toBeVisible();
    await check(page, 'Suspend', problems);
    await page.keyboard.press('Escape');
    await expect(suspend).toBeHidden();

    // EMD deposits with the reject dialog.
    await page.goto('/admin/emd-deposits');
    const depositRow = page.getByTestId('emd-deposit-row').filter({ hasText: utr });
    await expect(depositRow).toBeVisible();
    await check(page, '/admin/emd-deposits', problems);
    await depositRow.getByRole('button', { name: '⟦Reject⟧' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, 'reject deposit', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Withdrawals: the seed has one waiting to be paid.
    await page.goto('/admin/emd-deposits?view=withdrawals');
    const withdrawal = page.getByTestId('emd-withdrawal-row').first();
    await expect(withdrawal).toBeVisible();
    await check(page, 'withdrawals', problems);
    for (const action of ['⟦Mark paid⟧', '⟦Reject⟧']) {
      await withdrawal.getByRole('button', { name: action }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await check(page, `withdrawal ${action}`, problems);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    expect(problems).toEqual([]);
  });

  test('in the pseudo-language every text of the bids, outbox, sample images, reconciliation and health screens comes from a catalogue', async ({
    page,
    seededAdmin,
  }) => {
    test.setTimeout(60_000);
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const problems: string[] = [];

    // Bids, a bid's details, and the question before a flag.
    await page.goto('/admin/bids?lng=en-XA');
    const bid = page.getByTestId('bid-row').first();
    await expect(bid).toBeVisible();
    await check(page, '/admin/bids', problems);
    await bid.getByRole('button', { name: '⟦View bid⟧' }).click();
    await expect(page.getByRole('dialog').getByText('⟦Bid ID⟧')).toBeVisible();
    await check(page, 'bid details', problems);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByTestId('bid-row').getByRole('button', { name: '⟦Flag⟧' }).first().click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await check(page, 'flag bid', problems);
    await page.getByRole('alertdialog').getByRole('button').first().click();
    await expect(page.getByRole('alertdialog')).toBeHidden();

    // The outbox holds at least the buyer's verification e-mail.
    await page.goto('/admin/outbox');
    await expect(page.getByRole('article').first()).toBeVisible();
    await check(page, '/admin/outbox', problems);

    await page.goto('/admin/sample-images');
    await expect(page.getByTestId('sample-image').first()).toBeVisible();
    await check(page, '/admin/sample-images', problems);

    await page.goto('/admin/reconciliation');
    await expect(page.getByTestId('reconciliation-emd-collected')).toBeVisible();
    await check(page, '/admin/reconciliation', problems);

    // The health card on the admin dashboard (the rest of the dashboard is another screen's).
    await page.goto('/admin-dashboard');
    const health = page.getByRole('button', { name: '⟦Check again⟧' });
    await expect(health).toBeVisible();
    await expect(page.getByText('⟦Operational⟧')).toBeVisible();
    await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === '⟦Check again⟧');
      button?.closest('.rounded-xl')?.setAttribute('id', 'health-card');
    });
    // The dashboard's other figures arrive on their own time: mark what is not the card once they have.
    await page.waitForTimeout(1000);
    await only(page, '#health-card');
    for (const text of await untranslated(page)) problems.push(`platform health: ${text}`);

    expect(problems).toEqual([]);
  });

  test('in Hindi the users screen has a Hindi heading and the deposits keep Indian grouping', async ({
    page,
    browser,
    baseURL,
    seededAdmin,
    newBuyer,
  }) => {
    // An entry of this test's own for Recent Activity: a buyer reports a deposit.
    const buyer = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(buyer, newBuyer.email, newBuyer.password);
    const utr = `HI${Date.now()}`.padEnd(16, '0').slice(0, 22);
    const deposit = await buyer.request.post('/api/emd-deposits', {
      headers: ORIGIN,
      data: { utrReference: utr, amount: 150_000, ...ownAccount(newBuyer.fullName) },
    });
    expect(deposit.status(), await deposit.text()).toBe(201);
    await buyer.context().close();

    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await inAnotherLanguage(page, async () => {
      await page.goto('/admin/users?lng=hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('उपयोगकर्ता प्रबंधन');
      await expect(page.getByRole('button', { name: 'उपयोगकर्ता जोड़ें' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      // The table's dates name the month in Hindi, with Latin digits: "28 नव॰ 2026", not "28 Nov 2026".
      const joined = page
        .getByTestId('user-row')
        .first()
        .getByRole('cell')
        .filter({ hasText: /^\d{1,2} \S+ \d{4}$/ });
      await expect(joined).toHaveText(/^\d{1,2} [\u0900-\u097F]+॰? \d{4}$/);

      // Recent Activity speaks Hindi, the how-long-ago too.
      await page.goto('/admin-dashboard');
      const activity = page.getByRole('list', { name: 'हाल की गतिविधि' });
      // The newest such line (the buyers of these journeys share a name).
      const line = activity
        .getByRole('listitem')
        .filter({ hasText: `${newBuyer.fullName} ने "${newBuyer.fullName}" की EMD जमा राशि दर्ज की` })
        .first();
      await expect(line).toBeVisible();
      await expect(line.locator('time')).toHaveText(/अब|मिनट पहले/);
      await page.screenshot({ path: '/tmp/admin-dashboard-hi.png', fullPage: true });

      await page.goto('/admin/emd-deposits?view=withdrawals');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('EMD जमा और निकासी');
      // ₹1,00,000-style lakh grouping with Latin digits.
      await expect(page.getByTestId('emd-withdrawal-row').first()).toContainText(/₹\d{1,2}(,\d{2})*,\d{3}/);
      await page.screenshot({ path: '/tmp/admin-hi.png', fullPage: true });

      // At a phone's width the Hindi users screen still fits.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto('/admin/users');
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.screenshot({ path: '/tmp/admin-hi-360.png', fullPage: true });
    });
  });
});
