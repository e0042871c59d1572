import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Auction } from '../../src/shared/schemas/auction';
import { expect, signInViaApi, test, type SeedSignIn } from './fixtures';

const PHONE = { width: 360, height: 780 };

/** What spills past the right edge of the screen: the width of the page and the elements that stick out. */
type Spill = { scrollWidth: number; clientWidth: number; offenders: string[] };

/**
 * The document's width and, when it is wider than the screen, the outermost elements whose right edge
 * passes the screen's, each named by a short selector path (elements inside a container that scrolls or
 * clips sideways on its own are left out: they move the container, not the page).
 */
function measure(page: Page): Promise<Spill> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const classes = [...el.classList]
        .slice(0, 4)
        .map((c) => `.${CSS.escape(c)}`)
        .join('');
      return `${el.tagName.toLowerCase()}${id}${classes}`;
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(name(e));
      return parts.join(' > ');
    };
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const outermost: string[] = [];
    const innermost: string[] = [];
    const spills = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.right > limit + 0.5 && getComputedStyle(el).position !== 'fixed';
    };
    const label = (el: Element) => `${path(el)} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`;
    // Returns whether anything under `el` spills; names the outermost spilling elements and the innermost
    // ones (those with nothing spilling inside: usually the cause).
    const walk = (el: Element, inside: boolean): boolean => {
      let any = false;
      for (const child of el.children) {
        if (getComputedStyle(child).position === 'fixed') continue;
        const self = spills(child);
        if (self && !inside) outermost.push(label(child));
        const below = clips(child) ? false : walk(child, inside || self);
        if (self && !below) innermost.push(label(child));
        any ||= self || below;
      }
      return any;
    };
    if (root.scrollWidth > limit) walk(document.body, false);
    const offenders = [...new Set([...outermost.slice(0, 4), ...innermost.slice(0, 8)])];
    return { scrollWidth: root.scrollWidth, clientWidth: limit, offenders: offenders.slice(0, 12) };
  });
}

/**
 * Waits until the page has its data and its final widths: a heading, no skeleton, nothing loading, the
 * fonts in (a fallback font sets text at other widths). Images have their sizes in the HTML.
 */
async function settle(page: Page) {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('main .animate-pulse')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Visits each path and collects those that scroll sideways, so one run names every page that spills. */
async function expectEveryPageFits(page: Page, paths: string[]) {
  const spilled: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
    const spill = await measure(page);
    test.info().annotations.push({ type: 'width', description: `${path}: ${spill.scrollWidth} px at ${spill.clientWidth} px` });
    if (spill.scrollWidth > spill.clientWidth)
      spilled.push(`${path}: ${spill.scrollWidth} px wide at ${spill.clientWidth} px\n    ${spill.offenders.join('\n    ')}`);
  }
  expect(spilled.length, `pages wider than the screen:\n${spilled.join('\n')}`).toBe(0);
}

/** An open dialog lies within the screen and does not scroll sideways inside. */
async function expectDialogFits(page: Page, role: 'dialog' | 'alertdialog' = 'dialog') {
  const dialog = page.getByRole(role).last();
  await expect(dialog).toBeVisible();
  const box = await dialog.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, screen: window.innerWidth };
  });
  expect(box.left, 'dialog starts within the screen').toBeGreaterThanOrEqual(0);
  expect(box.right, 'dialog ends within the screen').toBeLessThanOrEqual(box.screen);
  expect(box.scrollWidth, 'dialog has no sideways scroll').toBeLessThanOrEqual(box.clientWidth);
}

/**
 * Each row of a list shows every action on the screen (the lists are cards on a phone): the buttons of
 * the first `rows` rows lie within the screen's width.
 */
async function expectRowActionsOnScreen(page: Page, path: string, rowTestId: string, rows = 3) {
  await page.goto(path);
  await settle(page);
  const row = page.getByTestId(rowTestId);
  await expect(row.first()).toBeVisible();
  const outside = await row.evaluateAll(
    (els, n) =>
      els.slice(0, n).flatMap((el) =>
        Array.from(el.querySelectorAll('button'))
          .filter((b) => {
            const r = b.getBoundingClientRect();
            return r.left < 0 || r.right > document.documentElement.clientWidth;
          })
          .map((b) => b.getAttribute('aria-label') ?? b.textContent ?? ''),
      ),
    rows,
  );
  expect(outside, `${path}: row actions off the screen`).toEqual([]);
}

async function liveAuctionId(page: Page): Promise<string> {
  const res = await page.request.get('/api/auctions', { params: { status: 'live', pageSize: '60' } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: Auction[] };
  // NOTE: one that runs for hours yet: the seed ends its soonest live auctions minutes after start, and
  // an ended auction has no bid form to measure.
  const lasting = items.find((a) => Date.parse(a.endTime) - Date.now() > 2 * 3_600_000);
  expect(lasting, 'a seeded live auction that runs for hours').toBeTruthy();
  return lasting!.id;
}

async function signIn(page: Page, account: SeedSignIn) {
  await signInViaApi(page, account.email, account.password);
}

test.describe('every page fits a phone 360 px wide', () => {
  test.use({ viewport: PHONE });

  test('as a guest', async ({ page }) => {
    const auctionId = await liveAuctionId(page);
    await expectEveryPageFits(page, [
      '/',
      '/auth',
      '/live-auctions',
      '/properties',
      `/auction/${auctionId}`,
      '/demo-setup',
      '/no/such/page',
    ]);

    // The register form and the filters sheet.
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await settle(page);
    expect((await measure(page)).offenders).toEqual([]);
    await page.goto('/properties');
    await page.getByRole('button', { name: /Filters/ }).click();
    await expectDialogFits(page);
  });

  test('as a buyer', async ({ page, seededBidder }) => {
    await signIn(page, seededBidder);
    const auctionId = await liveAuctionId(page);
    await expectEveryPageFits(page, ['/buyer-dashboard', '/buyer-reports', `/auction/${auctionId}`]);

    // The bid confirmation and the maximum bid.
    await page.getByRole('button', { name: 'Place Bid' }).click();
    await expectDialogFits(page, 'alertdialog');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Set maximum bid' }).click();
    await expectDialogFits(page, 'alertdialog');
  });

  test('as a vendor', async ({ page, seededVendor }) => {
    await signIn(page, seededVendor);
    await expectEveryPageFits(page, ['/vendor-dashboard', '/vendor/auctions', '/vendor-reports']);
    await expectRowActionsOnScreen(page, '/vendor/auctions', 'vendor-auction-row');
  });

  test('as an admin, every page', async ({ page, seededAdmin }) => {
    await signIn(page, seededAdmin);
    await expectEveryPageFits(page, [
      '/admin-dashboard',
      '/admin-reports',
      '/admin/users',
      '/admin/auctions',
      '/admin/bids',
      '/admin/documents',
      '/admin/emd-deposits',
      '/admin/sales',
      '/admin/sample-images',
      '/admin/outbox',
    ]);
  });

  test('as an admin, the users keep their row actions on the screen and stay a table', async ({ page, seededAdmin }) => {
    await signIn(page, seededAdmin);
    await expectRowActionsOnScreen(page, '/admin/users', 'user-row');
    // As cards, the users are still a table to assistive technology, each value labelled by its column.
    const users = page.getByRole('table', { name: 'Users' });
    await expect(users.getByRole('columnheader', { name: 'Email' })).toBeAttached();
    await expect(page.getByTestId('user-row').first().getByRole('cell').nth(1)).toHaveAttribute('data-label', 'Email');
    const axe = await new AxeBuilder({ page }).include('table').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  for (const [path, rowTestId] of [
    ['/admin/auctions', 'auction-row'],
    ['/admin/bids', 'bid-row'],
    ['/admin/emd-deposits', 'emd-deposit-row'],
  ] as const) {
    test(`as an admin, ${path} keeps its row actions on the screen`, async ({ page, seededAdmin }) => {
      await signIn(page, seededAdmin);
      await expectRowActionsOnScreen(page, path, rowTestId);
    });
  }

  test("as an admin, the lists' forms fit", async ({ page, seededAdmin }) => {
    await signIn(page, seededAdmin);
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    await expectDialogFits(page);
    await page.goto('/admin/auctions');
    await page.getByRole('button', { name: 'Create Auction' }).first().click();
    await expectDialogFits(page);
  });
});

test.describe('the reports fit a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('buyer, vendor and admin reports', async ({ page, seededBidder, seededVendor, seededAdmin }) => {
    for (const [account, path] of [
      [seededBidder, '/buyer-reports'],
      [seededVendor, '/vendor-reports'],
      [seededAdmin, '/admin-reports'],
    ] as const) {
      await page.context().clearCookies();
      await signIn(page, account);
      await expectEveryPageFits(page, [path]);
    }
  });
});
