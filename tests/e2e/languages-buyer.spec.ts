import type { Page } from '@playwright/test';
import { expect, signInViaApi, test } from './fixtures';
import { ownAccount, uniqueUtr } from './fixtures/money';
import { e2eServer } from './support/server';
import { untranslated } from './support/untranslated';

/**
 * Languages (decision 028) on the buyer's screens and the reports: the buyer dashboard (a new buyer's
 * and a seeded bidder's), notification settings, and the buyer, vendor and admin reports take every
 * text from a catalogue; in Hindi the dashboard keeps Indian grouping in its ₹ figures.
 */

async function check(page: Page, where: string): Promise<string[]> {
  // Let the figures and lists that load after the first paint arrive.
  await page.waitForTimeout(500);
  return (await untranslated(page)).map((t) => `${where}: ${t}`);
}

/** Asks for the pseudo-language on every visit: the account signed in may keep another language, which other journeys of the seeded accounts set meanwhile. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?lng=en-XA`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');
}

/** A report page: its first tab, the period menu and the filter popover. */
async function checkReport(page: Page, path: string, loaded: string): Promise<string[]> {
  await visit(page, path);
  await expect(page.getByText(loaded).first()).toBeVisible();
  const problems = await check(page, path);
  await page.getByRole('combobox', { name: '⟦Period⟧' }).click();
  problems.push(...(await check(page, `${path} (period)`)));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /⟦Filter⟧/ }).click();
  problems.push(...(await check(page, `${path} (filter)`)));
  await page.keyboard.press('Escape');
  return problems;
}

test.describe('languages: buyer screens and reports', () => {
  test('in the pseudo-language every text of the buyer screens and the reports comes from a catalogue', async ({
    buyerPage: page,
    seededBidder,
    seededVendor,
    seededAdmin,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];

    // A new buyer: nothing paid, nothing bid.
    await page.goto('/buyer-dashboard?lng=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦Buyer Dashboard⟧');
    await expect(page.getByTestId('account-status')).toBeVisible();
    await expect(page.getByTestId('emd-available')).toBeVisible();
    problems.push(...(await check(page, 'new buyer /buyer-dashboard')));

    await visit(page, '/settings/notifications');
    await expect(page.getByRole('checkbox').first()).toBeVisible();
    problems.push(...(await check(page, '/settings/notifications')));

    problems.push(...(await checkReport(page, '/buyer-reports', '⟦Total bids⟧')));

    // A seeded bidder: bids, maximum bids, EMD held and available.
    await page.context().clearCookies();
    await signInViaApi(page, seededBidder.email, seededBidder.password);
    await visit(page, '/buyer-dashboard');
    await expect(page.getByTestId('my-bid').first()).toBeVisible();
    problems.push(...(await check(page, 'bidder /buyer-dashboard')));
    const withdraw = page.getByRole('button', { name: '⟦Withdraw⟧' });
    if (await withdraw.isEnabled()) {
      await withdraw.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      problems.push(...(await check(page, 'bidder /buyer-dashboard (withdraw)')));
      await page.keyboard.press('Escape');
    }
    problems.push(...(await checkReport(page, '/buyer-reports', '⟦Total bids⟧')));

    await page.context().clearCookies();
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    problems.push(...(await checkReport(page, '/vendor-reports', '⟦Listings⟧')));

    await page.context().clearCookies();
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    problems.push(...(await checkReport(page, '/admin-reports', '⟦Gross sales⟧')));
    for (const tab of ['Performance', 'User Analytics', 'Financial', 'Platform Health']) {
      await page.getByRole('tab', { name: `⟦${tab}⟧` }).click();
      problems.push(...(await check(page, `/admin-reports (${tab})`)));
    }

    expect(problems).toEqual([]);
  });

  // NOTE: a new buyer, not a seeded one: showing Hindi keeps Hindi on the account, which other journeys' seeded sign-ins must not inherit.
  test('in Hindi the buyer dashboard speaks Hindi and keeps Indian grouping', async ({ buyerPage: page, newBuyer }) => {
    const deposit = await page.request.post('/api/emd-deposits', {
      headers: { origin: e2eServer().url },
      data: { utrReference: uniqueUtr('HINDI'), amount: 150_000, ...ownAccount(newBuyer.fullName) },
    });
    expect(deposit.ok(), await deposit.text()).toBeTruthy();
    await page.goto('/buyer-dashboard?lng=hi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('खरीदार डैशबोर्ड');
    await expect(page.getByRole('heading', { name: 'मेरी बोलियाँ' })).toBeVisible();
    await expect(page.getByTestId('emd-pending-deposit')).toHaveText(
      'आपकी ₹1,50,000 की जमा राशि एडमिन सत्यापन की प्रतीक्षा में है। सत्यापन के बाद यह आपके वॉलेट में जुड़ जाएगी।',
    );
    await expect(page.getByTestId('account-status')).toContainText('आपकी जमा राशि एडमिन सत्यापन की प्रतीक्षा में है।');
  });
});
