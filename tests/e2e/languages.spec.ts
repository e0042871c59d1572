import type { Page } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import { certificatePath } from '../../src/shared/domain/certificate';
import { formatDate } from '../../src/shared/domain/date-format';
import type { AuctionList } from '../../src/shared/schemas/auction';
import type { CertificateVerification, Sale, SaleList } from '../../src/shared/schemas/sale';
import { expect, hydrating, inAnotherLanguage, signInViaApi, test } from './fixtures';
import { untranslated } from './support/untranslated';

/**
 * Languages (decision 028): every text on the main screens comes from a catalogue, a choice of Hindi
 * is remembered by the browser and by the account, and figures keep their Indian grouping.
 */

async function firstLiveAuction(page: Page) {
  const res = await page.request.get('/api/auctions', { params: { status: 'live', sort: 'ending_soon', pageSize: 1 } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as AuctionList;
  expect(items.length, 'a live auction in the seed').toBeGreaterThan(0);
  return items[0]!;
}

async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu').click();
  await page.getByRole('menuitemradio', { name }).click();
}

test.describe('languages', () => {
  // NOTE: the other screens have their own walks (languages-admin, -bidding, -buyer, -vendor).
  test('in the pseudo-language every text of the main screens comes from a catalogue', async ({ buyerPage: page }) => {
    const screens: [string, () => Promise<void>][] = [
      ['/', () => expect(page.getByTestId('auction-card').first()).toBeVisible()],
      ['/live-auctions', () => expect(page.getByTestId('auction-card').first()).toBeVisible()],
      ['/properties', () => expect(page.getByTestId('auction-card').first()).toBeVisible()],
    ];
    await page.goto('/?lng=en-XA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦Premium Property Auctions⟧');
    const problems: string[] = [];
    for (const [path, loaded] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('⟦');
      await loaded();
      // Let the figures that load after the first paint arrive.
      await page.waitForTimeout(500);
      problems.push(...(await untranslated(page)).map((t) => `${path}: ${t}`));
    }

    // The auth screen is a visitor's.
    await page.context().clearCookies();
    await page.goto('/auth');
    await expect(page.getByRole('tab').first()).toContainText('⟦');
    problems.push(...(await untranslated(page)).map((t) => `/auth: ${t}`));
    await page.getByRole('tab').nth(1).click();
    problems.push(...(await untranslated(page)).map((t) => `/auth (register): ${t}`));

    expect(problems).toEqual([]);
  });

  test('Hindi changes the navigation and the home page, and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Live Auctions' }).first()).toBeVisible();
    await chooseLanguage(page, 'हिन्दी');

    const nav = page.getByRole('navigation', { name: 'मुख्य' });
    await expect(nav.getByRole('link', { name: 'लाइव नीलामियाँ' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम संपत्ति ई-नीलामी');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('link', { name: 'साइन इन करें' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम संपत्ति ई-नीलामी');
    await page.getByTestId('language-menu').click();
    await expect(page.getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Premium Property Auctions');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test("a signed-in buyer's Hindi is kept on the account and restored on another device", async ({
    buyerPage: page,
    newBuyer,
    browser,
    baseURL,
  }) => {
    // Two browsers and a sign-in through the form.
    test.slow();
    await page.goto('/');
    await expect(page.getByTestId('user-name')).toBeVisible();
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/me/language') && r.request().method() === 'PATCH');
    await chooseLanguage(page, 'मराठी');
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम मालमत्ता ई-लिलाव');
    await chooseLanguage(page, 'हिन्दी');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम संपत्ति ई-नीलामी');
    await expect
      .poll(async () => ((await (await page.request.get('/api/me')).json()) as { profile: { language: string } }).profile.language)
      .toBe('hi');

    // Another device: a fresh browser, in English until the buyer signs in.
    const other = await browser.newContext({ baseURL, locale: 'en-IN', timezoneId: 'Asia/Kolkata' });
    try {
      const fresh = hydrating(await other.newPage());
      await fresh.goto('/auth');
      const form = fresh.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('Email').fill(newBuyer.email);
      await form.getByLabel('Password', { exact: true }).fill(newBuyer.password);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await expect(fresh).toHaveURL(/\/$/);
      await expect(fresh.getByRole('heading', { level: 1 })).toHaveText('प्रीमियम संपत्ति ई-नीलामी');
      await expect(fresh.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'डैशबोर्ड' })).toBeVisible();
      await expect(fresh.locator('html')).toHaveAttribute('lang', 'hi-IN');
    } finally {
      await other.close();
    }
  });

  test('₹ figures keep their Indian grouping in Hindi', async ({ page }) => {
    const auction = await firstLiveAuction(page);
    await page.goto('/?lng=hi');
    await page.goto(`/auction/${auction.id}`);
    await expect(page.getByTestId('current-bid')).toHaveText(formatINR(auction.currentBid));
    // Lakh and crore grouping, Latin digits: ₹1,25,00,000.
    expect(formatINR(auction.currentBid)).toMatch(/^₹\d{1,2}(,\d{2})*(,\d{3})?$|^₹\d{1,3}$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('a sale certificate is checked in Hindi: its labels and dates in Hindi, ₹ in Indian grouping, and a number no certificate has', async ({
    browser,
    baseURL,
    seededAdmin,
  }) => {
    const admin = hydrating(await (await browser.newContext({ baseURL })).newPage());
    await signInViaApi(admin, seededAdmin.email, seededAdmin.password);
    const { items } = (await (await admin.request.get('/api/sales?stage=completed')).json()) as SaleList;
    expect(items.length, 'the seed completes a sale').toBeGreaterThan(0);
    const sale = (await (await admin.request.get(`/api/auctions/${items[0]!.auctionId}/sale`)).json()) as Sale;
    await admin.context().close();
    const path = certificatePath(sale.certificateNumber!);
    const page = hydrating(await (await browser.newContext({ baseURL })).newPage());
    const certificate = (await (
      await page.request.get(`/api${path.replace('/verify/', '/certificates/')}`)
    ).json()) as CertificateVerification;

    await page.goto('/?lng=hi');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('बिक्री प्रमाणपत्र का सत्यापन');
      await expect(page.getByText('मान्य प्रमाणपत्र')).toBeVisible();
      const details = page.locator('dl');
      await expect(details.getByText(sale.certificateNumber!, { exact: true })).toBeVisible();
      await expect(details.getByText(formatINR(certificate.price), { exact: true })).toBeVisible();
      const issued = formatDate(certificate.issuedAt, 'default', { timeZone: 'Asia/Kolkata', language: 'hi' });
      expect(issued).toMatch(/[\u0900-\u097F]/);
      await expect(details.getByText(issued, { exact: true }).first()).toBeVisible();
      await expect(details).not.toContainText(/January|February|March|April|May|June|July|August|September|October|November|December/);
      await page.screenshot({ path: test.info().outputPath(`verify-hi-${width}.png`), fullPage: true });
    }

    await page.goto('/verify/NL-SC-2026-00000000');
    await expect(page.getByRole('alert')).toContainText('इस संख्या का कोई बिक्री प्रमाणपत्र नहीं है।');
    await expect(page.getByText('No sale certificate has this number.')).toHaveCount(0);
    await page.context().close();
  });

  test("the bell shows each notification in the reader's language, and follows a switch", async ({ page, seededBidder }) => {
    await signInViaApi(page, seededBidder.email, seededBidder.password);
    await inAnotherLanguage(page, async () => {
      await page.goto('/?lng=hi');
      // The bell's code loads after sign-in, lazily.
      await page.getByRole('button', { name: /^सूचनाएँ/ }).click({ timeout: 20_000 });
      const popover = page.getByRole('dialog', { name: 'सूचनाएँ' });
      // The seed approved every bidder: "Account verified", told in Hindi, with its message.
      await expect(popover.getByText('खाता सत्यापित').first()).toBeVisible();
      await expect(popover.getByText(/आपका KYC सत्यापित हो गया है/).first()).toBeVisible();
      await expect(popover.getByText('Account verified')).toHaveCount(0);
      await page.keyboard.press('Escape');

      await chooseLanguage(page, 'English');
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const english = page.getByRole('dialog', { name: 'Notifications' });
      await expect(english.getByText('Account verified').first()).toBeVisible();
      await expect(english.getByText('खाता सत्यापित')).toHaveCount(0);
    });
  });
});
