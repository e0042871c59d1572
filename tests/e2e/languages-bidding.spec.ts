import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import type { AuctionList } from '../../src/shared/schemas/auction';
import type { Eligibility } from '../../src/shared/schemas/bid';
import { expect, signInViaApi, test } from './fixtures';
import { untranslated } from './support/untranslated';

/**
 * Languages (decision 028) on the bidding screens: the auction page's price card, bid panel and its
 * dialogs, the EMD dialog, the sale panel and the sales list take every text from a catalogue, and a
 * Hindi auction page keeps Indian-grouped ₹ figures.
 */

/** The Hindi of the shared messages, by group and name. */
const hindi = JSON.parse(readFileSync('src/web/i18n/locales/hi/messages.json', 'utf8')) as Record<string, Record<string, string>>;

async function problemsOn(page: Page, where: string): Promise<string[]> {
  // Let the figures and lists that load after the first paint arrive.
  await page.waitForTimeout(400);
  return (await untranslated(page)).map((t) => `${where}: ${t}`);
}

async function liveAuctions(page: Page) {
  const res = await page.request.get('/api/auctions', { params: { status: 'live', sort: 'ending_soon', pageSize: 50 } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as AuctionList;
  expect(items.length, 'live auctions in the seed').toBeGreaterThan(0);
  return items;
}

/** A live auction the signed-in bidder has joined (the bid form shows), and one they have not (the checklist shows). */
async function auctionsOfBidder(page: Page) {
  let joined: string | undefined;
  let notJoined: string | undefined;
  for (const a of await liveAuctions(page)) {
    const res = await page.request.get(`/api/auctions/${a.id}/eligibility`);
    if (!res.ok()) continue;
    const e = (await res.json()) as Eligibility;
    if (e.eligible && a.bidCount > 0) joined ??= a.id;
    else if (!e.eligible && e.checks.some((c) => c.key === 'emd' && !c.ok)) notJoined ??= a.id;
    if (joined && notJoined) break;
  }
  expect(joined, 'a live auction the seeded bidder has joined').toBeTruthy();
  return { joined: joined!, notJoined };
}

test.describe('languages: bidding', () => {
  test('in the pseudo-language the bid panel, its dialogs, the sale panel and the sales list come from catalogues', async ({
    page,
    seededBidder,
    seededAdmin,
  }) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    await signInViaApi(page, seededBidder.email, seededBidder.password);
    const { joined, notJoined } = await auctionsOfBidder(page);

    // A live auction the bidder has joined: price card, bid form, recent bids, the bid log check.
    await page.goto(`/auction/${joined}?lng=en-XA`);
    await expect(page.locator('#price-heading')).toContainText('⟦');
    await expect(page.getByTestId('emd-held')).toContainText('⟦');
    await expect(page.getByTestId('recent-bids')).toBeVisible();
    await page.getByRole('button', { name: '⟦Verify bid log⟧' }).click();
    await expect(page.getByTestId('bid-log-verdict')).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'auction (joined)')));

    await page.getByRole('tab', { name: '⟦Legal Info⟧' }).click();
    problems.push(...(await problemsOn(page, 'auction (legal)')));
    await page.getByRole('tab', { name: '⟦Location⟧' }).click();
    problems.push(...(await problemsOn(page, 'auction (location)')));

    // Place Bid asks to confirm in figures and words; so does a maximum bid.
    await page.getByRole('button', { name: '⟦Place Bid⟧' }).click();
    const confirmBid = page.getByRole('alertdialog', { name: '⟦Confirm your bid⟧' });
    await expect(confirmBid.getByTestId('confirm-bid-words')).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'confirm bid')));
    await page.keyboard.press('Escape');
    await expect(confirmBid).toBeHidden();

    await page.getByRole('button', { name: /^⟦(Set|Raise) maximum bid⟧$/ }).click();
    const confirmMax = page.getByRole('alertdialog', { name: '⟦Confirm your maximum bid⟧' });
    await expect(confirmMax).toBeVisible();
    problems.push(...(await problemsOn(page, 'confirm maximum')));
    await page.keyboard.press('Escape');
    await expect(confirmMax).toBeHidden();

    // A live auction not joined yet: the eligibility checklist.
    if (notJoined) {
      await page.goto(`/auction/${notJoined}`);
      await expect(page.getByTestId('eligibility')).toContainText('⟦');
      problems.push(...(await problemsOn(page, 'auction (not joined)')));
    }

    // The admin's sales list, and an ended auction's sale panel with its dialogs.
    await page.context().clearCookies();
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/sales');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦Sales⟧');
    await expect(page.getByTestId('sale-row').first()).toBeVisible();
    problems.push(...(await problemsOn(page, '/admin/sales')));

    const waiting = page
      .getByTestId('sale-row')
      .filter({ has: page.getByTestId('sale-payment-pending') })
      .first();
    await waiting.getByRole('link').click();
    await expect(page.getByTestId('sale-panel')).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'sale panel')));
    await page.getByRole('button', { name: '⟦Reject payment⟧' }).click();
    const reject = page.getByRole('dialog', { name: '⟦Reject this payment?⟧' });
    await reject.getByRole('button', { name: '⟦Reject payment⟧' }).click();
    await expect(reject.getByRole('alert')).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'reject payment')));
    await page.keyboard.press('Escape');
    await expect(reject).toBeHidden();
    await page.getByRole('button', { name: '⟦Verify payment⟧' }).click();
    const verify = page.getByRole('alertdialog', { name: '⟦Verify this payment?⟧' });
    await expect(verify).toBeVisible();
    problems.push(...(await problemsOn(page, 'verify payment')));
    await page.keyboard.press('Escape');

    expect(problems).toEqual([]);
  });

  test('in the pseudo-language a buyer awaiting approval reads the EMD dialog from the catalogue', async ({ buyerPage: page }) => {
    const [auction] = await liveAuctions(page);
    const problems: string[] = [];
    await page.goto(`/auction/${auction!.id}?lng=en-XA`);
    await expect(page.getByTestId('bid-blocked')).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'auction (pending buyer)')));

    await page.getByRole('button', { name: '⟦Pay EMD⟧' }).click();
    const dialog = page.getByRole('dialog', { name: '⟦EMD Payment Required⟧' });
    await expect(dialog.getByTestId('emd-amount')).toHaveText(formatINR(auction!.emdAmount));
    problems.push(...(await problemsOn(page, 'EMD dialog')));
    await dialog.getByRole('button', { name: '⟦Proceed to Payment⟧' }).click();
    const form = page.getByRole('form', { name: '⟦EMD deposit⟧' });
    await expect(form.getByRole('heading', { name: '⟦Transfer to this account⟧' })).toBeVisible();
    await form.getByRole('button', { name: '⟦Submit Deposit⟧' }).click();
    await expect(form.getByRole('alert').first()).toContainText('⟦');
    problems.push(...(await problemsOn(page, 'EMD deposit form')));

    expect(problems).toEqual([]);
  });

  test('the server’s words with figures reach a Hindi page by key: the EMD check names its ₹ amounts in Hindi', async ({
    page,
    seededBidder,
  }) => {
    await signInViaApi(page, seededBidder.email, seededBidder.password);
    const { notJoined } = await auctionsOfBidder(page);
    expect(notJoined, 'a live auction the seeded bidder has not joined').toBeTruthy();
    const eligibility = (await (await page.request.get(`/api/auctions/${notJoined}/eligibility`)).json()) as Eligibility;
    const emd = eligibility.checks.find((c) => c.key === 'emd')!;
    // The answer carries the check's key and amounts (decision 043); the page words them from the catalogue.
    expect(emd.said?.key).toMatch(/^eligibility\.emd(Join|Short)$/);
    const template = hindi.eligibility![emd.said!.key.split('.')[1]!]!;
    const expected = template.replace(/\{(\w+)\}/g, (_, name: string) => formatINR(Number(emd.said!.params![name])));
    await page.goto(`/auction/${notJoined}?lng=hi`);
    await expect(page.locator('[data-check="emd"]')).toContainText(expected);
    await expect(page.locator('[data-check="emd"]')).not.toContainText(emd.message);
  });

  test('a Hindi auction page shows the price card in Hindi with Indian-grouped ₹ figures', async ({ page }) => {
    const [auction] = await liveAuctions(page);
    await page.goto(`/auction/${auction!.id}?lng=hi`);
    await expect(page.locator('#price-heading')).toHaveText(auction!.bidCount > 0 ? 'वर्तमान सर्वोच्च बोली' : 'वर्तमान बोली');
    await expect(page.getByTestId('current-bid')).toHaveText(formatINR(auction!.currentBid));
    expect(formatINR(auction!.currentBid)).toMatch(/^₹\d{1,2}(,\d{2})*(,\d{3})?$|^₹\d{1,3}$/);
    await expect(page.getByRole('link', { name: 'बोली लगाने के लिए साइन इन करें' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'हाल की बोलियाँ' })).toBeVisible();
  });
});
