import { SALE_STAGE_LABELS } from '../../src/shared/schemas/sale';
import { chooseOption, expect, hydrating, seededAccount, signInViaApi, test } from './fixtures';

/** The demo world's ended auctions (src/server/db/seed/demo-auctions.ts), one sale stage each. */
const GOREGAON = '1 BHK Flat near Film City Road, Goregaon East'; // rahul, balance due, the bank's
const KHARADI = 'IT Office Space near EON Free Zone, Kharadi'; // arjun, completed, the ARC's
const AMBERNATH = 'Industrial Warehouse, Additional Ambernath MIDC'; // fatima, 25% reported and waiting, the bank's
const NIPHAD = 'Onion and Grape Farm with Cold Store, Niphad'; // sneha, forfeited, the owner's
const VASHI = 'Corner Shop in Sector 17 Market, Vashi'; // fatima, reserve not met, the bank's
const KALYAN = '1 RK Flat near Kalyan Station'; // no bids: not sold, the bank's

test.describe('sales lists', () => {
  test('the admin sees every sale by stage, and the filter narrows the list', async ({ page, seededAdmin }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin-dashboard');
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('link', { name: 'Sales' }).click();
    await expect(page).toHaveURL(/\/admin\/sales$/);
    await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();

    const rows = page.getByTestId('sale-row');
    const row = (title: string) => rows.filter({ has: page.getByRole('link', { name: title, exact: true }) });
    await expect(row(GOREGAON).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.balance_due);
    await expect(row(GOREGAON)).toContainText('Balance due by');
    await expect(row(KHARADI).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.completed);
    await expect(row(AMBERNATH).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.deposit_due);
    await expect(row(AMBERNATH).getByText('Payment waiting')).toBeVisible();
    await expect(row(NIPHAD).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.forfeited);
    await expect(row(VASHI).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.reserve_not_met);
    await expect(row(KALYAN).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.not_sold);
    await expect(row(KALYAN)).toContainText('No bids');
    await expect(row(GOREGAON)).toContainText(/Price\s*₹[\d,]+/);

    await chooseOption(page, 'Stage', SALE_STAGE_LABELS.balance_due);
    await expect(page).toHaveURL(/stage=balance_due/);
    await expect(row(KHARADI)).toHaveCount(0);
    await expect(row(GOREGAON)).toBeVisible();
    for (const stage of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-stage')))) expect(stage).toBe('balance_due');

    await chooseOption(page, 'Stage', SALE_STAGE_LABELS.rejected);
    await expect(page.getByText('No sales found')).toBeVisible();

    await chooseOption(page, 'Stage', 'All stages');
    await expect(row(KHARADI)).toBeVisible();
    await row(GOREGAON).getByRole('link', { name: GOREGAON }).click();
    await expect(page).toHaveURL(/\/auction\/[0-9a-f-]{36}$/);
  });

  test("a vendor's dashboard lists the sales of its ended auctions", async ({ page }) => {
    const bank = await seededAccount('vendor', /^bank@/);
    await signInViaApi(page, bank.email, bank.password);
    await page.goto('/vendor-dashboard');
    const card = page.getByRole('region', { name: 'Sales', exact: true });
    const row = (title: string) => card.getByTestId('sale-row').filter({ hasText: title });
    await expect(row(GOREGAON).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.balance_due);
    await expect(row(AMBERNATH).getByText('Payment to verify')).toBeVisible();
    await expect(row(VASHI)).toContainText('Decide by');
    await expect(row(KALYAN).getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.not_sold);
    // Another seller's sale is not theirs.
    await expect(row(KHARADI)).toHaveCount(0);
  });

  test('a buyer sees their purchase, and a buyer without one the empty state', async ({ page, browser }) => {
    const rahul = await seededAccount('buyer', /rahul/);
    await signInViaApi(page, rahul.email, rahul.password);
    await page.goto('/buyer-dashboard');
    const purchases = page.getByRole('region', { name: 'My Purchases', exact: true });
    const goregaon = purchases.getByTestId('sale-row').filter({ hasText: GOREGAON });
    await expect(goregaon.getByTestId('sale-stage')).toHaveText(SALE_STAGE_LABELS.balance_due);
    await expect(goregaon).toContainText(/Pay the balance by\s*\d{1,2} \w+ \d{4} at/);
    await expect(purchases.getByTestId('sale-row').filter({ hasText: KHARADI })).toHaveCount(0);
    await expect(goregaon.getByRole('link', { name: GOREGAON })).toHaveAttribute('href', /^\/auction\/[0-9a-f-]{36}$/);

    const kiran = await seededAccount('buyer', /kiran/);
    const other = await browser.newContext();
    const kiranPage = hydrating(await other.newPage());
    await signInViaApi(kiranPage, kiran.email, kiran.password);
    await kiranPage.goto('/buyer-dashboard');
    await expect(kiranPage.getByRole('region', { name: 'My Purchases', exact: true }).getByText('No purchases yet')).toBeVisible();
    await other.close();
  });
});
