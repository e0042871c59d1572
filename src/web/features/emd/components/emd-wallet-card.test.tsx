import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Me } from '@shared/schemas/account';
import type { EmdDeposit, EmdHold, EmdWallet, RefundAccount, Withdrawal } from '@shared/schemas/emd';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { ApiError } from '@web/lib/api-client';
import { meQueryKey, SessionProvider } from '@web/lib/session';
import { emdKeys } from '../api/emd-keys';
import { EmdWalletCard } from './emd-wallet-card';
import { part, parts, text } from '@web/test/markup';

function makeMe(verificationStatus: 'pending' | 'verified' | 'suspended' | 'rejected' = 'verified'): Me {
  return {
    user: { id: 'u1', email: 'rahul.m@example.in', name: 'Rahul Mehta' },
    profile: {
      userId: 'u1',
      email: 'rahul.m@example.in',
      fullName: 'Rahul Mehta',
      phone: '9876543210',
      companyName: null,
      userType: 'buyer',
      buyerType: 'individual',
      pan: null,
      gst: null,
      aadhaarLast4: null,
      verificationStatus,
      kycVerified: verificationStatus === 'verified',
      emdPaid: true,
      emdAmount: 0,
      language: 'en',
      statusReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    role: 'buyer',
    roles: ['buyer'],
  };
}

const account = (depositId: string, refundable: number, last4 = '9012'): RefundAccount => ({
  holderName: 'Rahul Mehta',
  last4,
  ifsc: 'HDFC0001234',
  depositId,
  refundable,
});

const wallet = (over: Partial<EmdWallet> = {}): EmdWallet => ({
  balance: 0,
  held: 0,
  available: 0,
  holds: [],
  withdrawals: [],
  refundAccounts: [],
  ...over,
});

const hold = (auctionId: string, amount: number, status: EmdHold['status'], updatedAt: string): EmdHold => ({
  auctionId,
  auctionTitle: `Auction ${auctionId}`,
  amount,
  status,
  updatedAt,
});

const deposit = (id: string, amount: number, status: EmdDeposit['status']): EmdDeposit => ({
  id,
  userId: 'u1',
  utrReference: `HDFCR5202611${id.padStart(10, '0')}`,
  amount,
  sourceAccount: { holderName: 'Rahul Mehta', last4: '9012', ifsc: 'HDFC0001234' },
  status,
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2026-11-20T05:00:00.000Z',
});

const withdrawal = (over: Partial<Withdrawal>): Withdrawal => ({
  id: 'w1',
  amount: 1_00_000,
  depositId: 'd1',
  account: { holderName: 'Rahul Mehta', last4: '9012', ifsc: 'HDFC0001234' },
  status: 'requested',
  utrReference: null,
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2026-11-25T09:00:00.000Z',
  ...over,
});

/**
 * The wallet card to static HTML (no DOM test environment here), with the server's answers in the query
 * client: GET /api/me/emd (`answer`: a wallet, an error, or nothing yet) and the buyer's deposits.
 */
function render({ answer, deposits, me = makeMe() }: { answer?: EmdWallet | Error; deposits?: EmdDeposit[]; me?: Me } = {}): string {
  // A query that failed is asked again when a component mounts; not asking again shows it as it stands
  // once the retries on the page have failed too.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  queryClient.setQueryData(meQueryKey, me);
  if (answer instanceof Error) {
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: emdKeys.wallet() })
      .setState({ status: 'error', error: answer, fetchStatus: 'idle' });
  } else if (answer) queryClient.setQueryData(emdKeys.wallet(), answer);
  if (deposits) queryClient.setQueryData(emdKeys.mine(), { items: deposits });
  return renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter>
            <EmdWalletCard />
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The three figures as the buyer reads them: each label with its amount. */
function figures(html: string): { label: string; amount: string }[] {
  return [...html.matchAll(/<dt\b[^>]*>(.*?)<\/dt><dd\b[^>]*>(.*?)<\/dd>/g)].map(([, label, amount]) => ({
    label: text(label)!,
    amount: text(amount)!,
  }));
}

/** The buttons, in order: their text, and whether they are disabled. */
function buttons(html: string): { label: string; disabled: boolean }[] {
  return [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map(([, attrs, inner]) => ({
    label: text(inner)!,
    disabled: / disabled=""/.test(attrs!),
  }));
}

/** The text of the section under the heading `title`. */
function section(html: string, title: string): string | undefined {
  const at = html.indexOf(`>${title}</h4>`);
  if (at < 0) return undefined;
  const start = html.lastIndexOf('<section', at);
  return text(html.slice(start, html.indexOf('</section>', at)));
}

beforeAll(loadEveryCatalogue);

describe('EmdWalletCard: the figures', () => {
  it('shows what is available, what auctions hold and the balance, in rupees with Indian grouping', () => {
    const html = render({ answer: wallet({ balance: 12_34_567, held: 4_00_000, available: 8_34_567 }) });
    expect(figures(html)).toEqual([
      { label: 'Available', amount: '₹8,34,567' },
      { label: 'Held for auctions', amount: '₹4,00,000' },
      { label: 'Balance', amount: '₹12,34,567' },
    ]);
    expect(text(part(html, 'emd-available'))).toBe('₹8,34,567');
    expect(text(part(html, 'emd-held'))).toBe('₹4,00,000');
    expect(text(part(html, 'emd-balance'))).toBe('₹12,34,567');
  });

  it('groups crores the Indian way', () => {
    const html = render({ answer: wallet({ balance: 1_25_00_000, held: 1_00_00_000, available: 25_00_000 }) });
    expect(figures(html).map((f) => f.amount)).toEqual(['₹25,00,000', '₹1,00,00,000', '₹1,25,00,000']);
  });

  it('shows each figure as the server counted it, not worked out from the holds listed', () => {
    // The holds listed include released ones; the wallet's own figures say what is held now.
    const html = render({
      answer: wallet({
        balance: 5_00_000,
        held: 2_00_000,
        available: 3_00_000,
        holds: [hold('a1', 2_00_000, 'held', '2026-11-20T05:00:00.000Z'), hold('a2', 7_50_000, 'released', '2026-11-21T05:00:00.000Z')],
      }),
    });
    expect(figures(html).map((f) => f.amount)).toEqual(['₹3,00,000', '₹2,00,000', '₹5,00,000']);
  });

  it('an empty wallet: ₹0 everywhere, no holds, no withdrawals, and nothing to withdraw', () => {
    const html = render({ answer: wallet() });
    expect(figures(html).map((f) => f.amount)).toEqual(['₹0', '₹0', '₹0']);
    expect(section(html, 'Holds')).toBe('Holds No EMD held yet. Joining an auction holds its EMD until the auction closes.');
    expect(section(html, 'Withdrawals')).toBe('Withdrawals No withdrawals yet.');
    expect(buttons(html)).toEqual([
      { label: 'Deposit EMD', disabled: false },
      { label: 'Withdraw', disabled: true },
    ]);
    expect(html).toContain('Nothing available to withdraw.');
    expect(parts(html, 'emd-hold')).toEqual([]);
    expect(parts(html, 'emd-withdrawal')).toEqual([]);
  });
});

describe('EmdWalletCard: before and without an answer', () => {
  it('while loading: says it is loading, and shows no figures and no buttons', () => {
    const html = render();
    expect(html).toMatch(/aria-busy="true" aria-label="Loading the EMD wallet"/);
    expect(figures(html)).toEqual([]);
    expect(buttons(html)).toEqual([]);
    expect(html).not.toContain('₹');
  });

  it('when the wallet could not be loaded: says so with the reason and a retry, and shows no figures', () => {
    const html = render({ answer: new ApiError(500, 'INTERNAL', 'Something went wrong on our side') });
    expect(html).toContain('Could not load your EMD wallet: Something went wrong on our side');
    expect(buttons(html)).toEqual([{ label: 'Try again', disabled: false }]);
    expect(figures(html)).toEqual([]);
    expect(html).not.toContain('aria-busy');
  });
});

describe('EmdWalletCard: what can be withdrawn', () => {
  it('lets the buyer withdraw when money is available and came from their own account', () => {
    const html = render({ answer: wallet({ balance: 5_00_000, available: 5_00_000, refundAccounts: [account('d1', 5_00_000)] }) });
    expect(buttons(html)).toContainEqual({ label: 'Withdraw', disabled: false });
    expect(html).not.toContain('Nothing available to withdraw.');
    expect(html).not.toContain('Only money deposited from your own bank account can be withdrawn');
  });

  it('refuses a withdrawal, and says why, when what is available came from no account of the buyer’s', () => {
    const html = render({ answer: wallet({ balance: 5_00_000, available: 5_00_000, refundAccounts: [] }) });
    expect(buttons(html)).toContainEqual({ label: 'Withdraw', disabled: true });
    const note = 'Only money deposited from your own bank account can be withdrawn, back to that account.';
    expect(html).toContain(note);
    // The disabled button is described by that note.
    const describedBy = /<button\b[^>]*aria-describedby="([^"]+)"[^>]*>.*?Withdraw<\/button>/.exec(html)?.[1];
    expect(describedBy).toBeDefined();
    expect(html).toContain(`<span id="${describedBy}" class="text-xs text-muted-foreground">${note}</span>`);
  });

  it('refuses a withdrawal when everything is held, even with an account to pay back to', () => {
    const html = render({ answer: wallet({ balance: 4_00_000, held: 4_00_000, available: 0, refundAccounts: [account('d1', 4_00_000)] }) });
    expect(buttons(html)).toContainEqual({ label: 'Withdraw', disabled: true });
    expect(html).toContain('Nothing available to withdraw.');
  });

  it('offers Deposit EMD to an approved or waiting buyer, not to a suspended or rejected one', () => {
    const labels = (me: Me) => buttons(render({ answer: wallet(), me })).map((b) => b.label);
    expect(labels(makeMe('verified'))).toContain('Deposit EMD');
    expect(labels(makeMe('pending'))).toContain('Deposit EMD');
    expect(labels(makeMe('suspended'))).not.toContain('Deposit EMD');
    expect(labels(makeMe('rejected'))).not.toContain('Deposit EMD');
  });
});

describe('EmdWalletCard: deposits awaiting verification', () => {
  it('names the one deposit awaiting verification, with its amount', () => {
    const html = render({ answer: wallet(), deposits: [deposit('1', 2_50_000, 'pending'), deposit('2', 9_00_000, 'verified')] });
    expect(text(part(html, 'emd-pending-deposit'))).toBe(
      'Your deposit of ₹2,50,000 is awaiting admin verification. It is added to your wallet once verified.',
    );
  });

  it('counts and totals several, leaving out those verified or rejected', () => {
    const html = render({
      answer: wallet(),
      deposits: [
        deposit('1', 2_50_000, 'pending'),
        deposit('2', 1_25_000, 'pending'),
        deposit('3', 9_00_000, 'verified'),
        deposit('4', 3_00_000, 'rejected'),
        deposit('5', 10_00_000, 'pending'),
      ],
    });
    expect(text(part(html, 'emd-pending-deposit'))).toBe(
      '3 deposits totalling ₹13,75,000 are awaiting admin verification. They are added to your wallet once verified.',
    );
  });

  it('says nothing when no deposit is awaiting verification, or before the deposits arrive', () => {
    expect(part(render({ answer: wallet(), deposits: [deposit('1', 2_50_000, 'verified')] }), 'emd-pending-deposit')).toBeUndefined();
    expect(part(render({ answer: wallet() }), 'emd-pending-deposit')).toBeUndefined();
  });
});

describe('EmdWalletCard: holds and withdrawals', () => {
  it('lists what is still held first, then the rest latest first, each with its auction, amount and state', () => {
    const html = render({
      answer: wallet({
        balance: 6_00_000,
        held: 3_00_000,
        available: 3_00_000,
        holds: [
          hold('a1', 1_00_000, 'released', '2026-11-10T05:00:00.000Z'),
          hold('a2', 2_00_000, 'held', '2026-11-01T05:00:00.000Z'),
          hold('a3', 5_00_000, 'applied', '2026-11-15T05:00:00.000Z'),
          hold('a4', 1_00_000, 'held', '2026-11-12T05:00:00.000Z'),
          hold('a5', 50_000, 'forfeited', '2026-11-05T05:00:00.000Z'),
        ],
      }),
    });
    expect(parts(html, 'emd-hold').map(text)).toEqual([
      'Auction a4 ₹1,00,000 Held',
      'Auction a2 ₹2,00,000 Held',
      'Auction a3 ₹5,00,000 Applied to price',
      'Auction a1 ₹1,00,000 Released',
      'Auction a5 ₹50,000 Forfeited',
    ]);
    expect(parts(html, 'emd-hold')[0]).toContain('href="/auction/a4"');
    expect(html).not.toContain('Show all');
  });

  it('shows the first five holds of more, and offers to show them all', () => {
    const holds = Array.from({ length: 7 }, (_, i) => hold(`a${i + 1}`, (i + 1) * 10_000, 'released', `2026-11-0${i + 1}T05:00:00.000Z`));
    const html = render({ answer: wallet({ holds }) });
    // Latest first: a7 … a3 shown, a2 and a1 behind "Show all".
    expect(parts(html, 'emd-hold').map((h) => /href="\/auction\/(\w+)"/.exec(h)![1])).toEqual(['a7', 'a6', 'a5', 'a4', 'a3']);
    expect(buttons(html)).toContainEqual({ label: 'Show all 7 holds', disabled: false });
  });

  it('lists each withdrawal with its amount, state and account; a paid one with its UTR, a rejected one with its reason', () => {
    const html = render({
      answer: wallet({
        withdrawals: [
          withdrawal({ id: 'w1', amount: 1_50_000, status: 'requested' }),
          withdrawal({
            id: 'w2',
            amount: 2_00_000,
            status: 'paid',
            utrReference: 'SBIN526112345678',
            reviewedAt: '2026-11-26T10:00:00.000Z',
          }),
          withdrawal({ id: 'w3', amount: 75_000, status: 'rejected', rejectionReason: 'Account closed' }),
        ],
      }),
    });
    const rows = parts(html, 'emd-withdrawal').map(text);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toBe(
      '₹1,50,000 Requested To Rahul Mehta · •••• Account ending 9012 · HDFC0001234 · requested 25 Nov 2026, 2:30 pm IST',
    );
    expect(rows[1]).toMatch(/^₹2,00,000 Paid To Rahul Mehta · .* Paid 26 Nov 2026, 3:30 pm IST, UTR SBIN526112345678$/);
    expect(rows[2]).toMatch(/^₹75,000 Rejected To .* Reason: Account closed The amount is back in your wallet\.$/);
  });
});
