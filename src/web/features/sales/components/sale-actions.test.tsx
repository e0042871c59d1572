import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Sale } from '@shared/schemas/sale';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { SaleActions } from './sale-actions';

const payment = (status: 'pending' | 'verified') => ({
  id: 'p1',
  kind: 'deposit' as const,
  amount: 12_50_000,
  utrReference: 'SBIN123456789012',
  status,
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2026-11-29T06:00:00.000Z',
});

/** The labels of the sale panel's steps for a sale offering `actions`. */
async function steps(actions: Sale['actions'], more: Partial<Sale> = {}): Promise<string[]> {
  await loadEveryCatalogue();
  const sale = { auctionId: 'a1', actions, payments: [], resaleAuctionId: null, ...more } as unknown as Sale;
  const html = renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n('en')}>
      <MemoryRouter>
        <SaleActions sale={sale} onOpen={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return [...html.matchAll(/<(?:button|a)\b[^>]*>(.*?)<\/(?:button|a)>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
}

describe('SaleActions: the steps the server offers, each a button', () => {
  it('offers the seller a reserve decision, then confirmation or rejection', async () => {
    expect(await steps(['accept', 'lapse'])).toEqual(['Accept highest bid', 'Let it lapse']);
    expect(await steps(['confirm', 'reject'])).toEqual(['Confirm sale', 'Reject sale']);
  });

  it('offers the buyer the payment that is due, and the seller its review only with a payment waiting', async () => {
    expect(await steps(['report_deposit', 'give_address'])).toEqual(['Report 25% deposit payment']);
    expect(await steps(['report_balance'])).toEqual(['Report balance payment']);
    expect(await steps(['verify_payment', 'extend'], { payments: [payment('pending')] })).toEqual([
      'Verify payment',
      'Reject payment',
      'Extend balance deadline',
    ]);
    expect(await steps(['verify_payment'], { payments: [payment('verified')] })).toEqual([]);
  });

  it('offers the certificate once completed, a re-sale after a sale fell through, and links the re-sale once made', async () => {
    expect(await steps(['download_certificate'])).toEqual(['Download sale certificate']);
    expect(await steps(['create_resale'])).toEqual(['Create re-sale auction']);
    expect(await steps([], { resaleAuctionId: 'b2' })).toEqual(['The re-sale auction']);
    expect(await steps([])).toEqual([]);
  });
});
