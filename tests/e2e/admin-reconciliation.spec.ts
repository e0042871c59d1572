import { readFile } from 'node:fs/promises';
import { formatINR } from '../../src/shared/domain/money';
import type { Reconciliation } from '../../src/shared/schemas/reports';
import { expect, signInViaApi, test } from './fixtures';

test('an admin opens the reconciliation from Quick Actions and downloads it as CSV (decision 042)', async ({ page, seededAdmin }) => {
  await signInViaApi(page, seededAdmin.email, seededAdmin.password);
  await page.goto('/admin-dashboard');
  // Platform Revenue keeps the spec's name and says on the card what it counts.
  await expect(page.getByText('Final bids of every ended auction, sold or not: not money received')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Completed sales and fees: Reconciliation' })).toBeVisible();
  await page.getByRole('link', { name: 'Reconciliation', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reconciliation$/);
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();

  // The page shows what the server computed, figure by figure.
  const data: Reconciliation = await (await page.request.get('/api/admin/reconciliation')).json();
  await expect(page.getByTestId('reconciliation-emd-collected')).toContainText(formatINR(data.emd.collected));
  await expect(page.getByTestId('reconciliation-emd-forfeited')).toContainText(formatINR(data.emd.forfeited));
  await expect(page.getByTestId('reconciliation-sales-grossSales')).toContainText(formatINR(data.sales.grossSales));
  await expect(page.getByTestId('reconciliation-fees-platformFees')).toContainText(formatINR(data.fees.platformFees));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^neelami-reconciliation-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).split('\n');
  expect(csv[0]).toBe('Section,Figure,Amount (₹)');
  expect(csv).toContain(`EMD,Collected,${data.emd.collected}`);
  expect(csv).toContain(`Sale money,Gross sales,${data.sales.grossSales}`);
  expect(csv).toContain(`Fees,Platform fees,${data.fees.platformFees}`);
});
