import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AuctionList } from '../../src/shared/schemas/auction';
import { expect, seededAccount, signInViaApi, test } from './fixtures';

/** Runs axe on what is on screen and returns the serious and critical violations, readably. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.any[0]?.message ?? ''}`),
    }));
}

const pages: { name: string; path: (page: Page) => Promise<string>; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: async () => '/',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Featured Auctions' }).getByTestId('auction-card').first()).toBeVisible();
      await expect(page.getByLabel('Headline statistics')).toContainText('Active Auctions');
    },
  },
  {
    name: 'live auctions',
    path: async () => '/live-auctions',
    ready: async (page) => expect(page.getByTestId('showing-count')).toBeVisible(),
  },
  {
    name: 'properties',
    path: async () => '/properties',
    ready: async (page) => expect(page.getByTestId('showing-count')).toBeVisible(),
  },
  {
    name: 'auction detail',
    path: async (page) => {
      const list = (await (await page.request.get('/api/auctions?status=live&pageSize=1')).json()) as AuctionList;
      return `/auction/${list.items[0]!.id}`;
    },
    ready: async (page) => expect(page.getByRole('heading', { name: 'Recent Bids' })).toBeVisible(),
  },
  {
    name: 'compare',
    path: async (page) => {
      const list = (await (await page.request.get('/api/auctions?status=upcoming&pageSize=3')).json()) as AuctionList;
      await page.goto('/properties');
      await page.evaluate(
        (ids) => localStorage.setItem('neelami:compare', JSON.stringify(ids)),
        list.items.map((a) => a.id),
      );
      return '/compare';
    },
    ready: async (page) => expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(3),
  },
];

test.describe('accessibility', () => {
  // axe walks the whole page; on a busy machine that alone can take tens of seconds.
  test.describe.configure({ timeout: 90_000 });

  for (const scheme of ['light', 'dark'] as const) {
    for (const p of pages) {
      test(`${p.name} has no serious or critical violations (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(await p.path(page));
        await p.ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }

  /** Signed-in screens, each role's own, in both themes (the dark theme's reds and ambers included). */
  const consoles: {
    role: 'admin' | 'vendor' | 'buyer';
    account?: RegExp;
    screens: { path: string; ready: (page: Page) => Promise<void> }[];
  }[] = [
    {
      role: 'admin',
      screens: [
        { path: '/admin-dashboard', ready: (page) => expect(page.getByText('Platform Revenue')).toBeVisible() },
        // The seed has a suspended and a rejected buyer: their badges are on this page.
        { path: '/admin/users', ready: (page) => expect(page.getByText('Suspended', { exact: true }).first()).toBeVisible() },
        { path: '/admin/sales', ready: (page) => expect(page.getByTestId('sale-stage').first()).toBeVisible() },
        { path: '/admin/emd-deposits', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      ],
    },
    {
      role: 'vendor',
      account: /^bank@/,
      screens: [
        { path: '/vendor-dashboard', ready: (page) => expect(page.getByRole('heading', { name: 'Sales' })).toBeVisible() },
        { path: '/vendor/auctions', ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible() },
      ],
    },
    {
      role: 'buyer',
      account: /rahul/,
      screens: [{ path: '/buyer-dashboard', ready: (page) => expect(page.getByRole('heading', { name: 'EMD Wallet' })).toBeVisible() }],
    },
  ];
  for (const scheme of ['light', 'dark'] as const) {
    for (const c of consoles) {
      test(`the ${c.role}'s screens have no serious or critical violations (${scheme})`, async ({ page }) => {
        test.setTimeout(150_000);
        const account = await seededAccount(c.role, c.account);
        await signInViaApi(page, account.email, account.password);
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        for (const screen of c.screens) {
          await page.goto(screen.path);
          await screen.ready(page);
          expect(await seriousViolations(page), screen.path).toEqual([]);
        }
      });
    }
  }

  test('the filter sheet has no serious or critical violations', async ({ page }) => {
    await page.goto('/live-auctions');
    await page.getByRole('button', { name: /Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filter Auctions' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
