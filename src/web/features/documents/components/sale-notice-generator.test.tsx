import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@shared/domain/languages';
import type { Me } from '@shared/schemas/account';
import type { SaleNotice } from '@shared/schemas/sale-notice';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { meQueryKey, SessionProvider } from '@web/lib/session';
import { part, text } from '@web/test/markup';
import { documentKeys } from '../api/document-keys';
import { SaleNoticeGenerator } from './sale-notice-generator';

const AUCTION = {
  id: 'a1',
  status: 'upcoming' as const,
  createdBy: 'v1',
  possession: 'physical' as const,
  saleNoticeDate: null,
  isResale: false,
  startTime: '2027-03-01T04:30:00.000Z',
  seller: { name: 'Bank of Maharashtra, Pune Zone' },
};

function makeMe(id: string, role: 'vendor' | 'admin' | 'buyer'): Me {
  return {
    user: { id, email: `${id}@example.in`, name: 'Prakash Kulkarni' },
    profile: {
      userId: id,
      email: `${id}@example.in`,
      fullName: 'Prakash Kulkarni',
      phone: '9820456712',
      companyName: null,
      userType: role === 'buyer' ? 'buyer' : 'seller',
      buyerType: 'individual',
      pan: null,
      gst: null,
      aadhaarLast4: null,
      verificationStatus: 'verified',
      kycVerified: true,
      emdPaid: false,
      emdAmount: 0,
      language: 'en',
      statusReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    role,
    roles: [role],
  } as Me;
}

const DRAFT = {
  borrower: 'Suresh Patil (borrower), Meena Patil (guarantor)',
  securedCreditor: 'Bank of Maharashtra',
  dues: 1_25_50_000,
  duesAsOf: '2026-12-15',
  possession: 'symbolic' as const,
  discloseReserve: true,
  noticeDate: '2027-01-10',
  preparedBy: { name: 'Prakash Kulkarni', at: '2027-01-05T06:00:00.000Z' },
  approvedBy: null,
};

const notice = (over: Partial<SaleNotice> = {}): SaleNotice => ({
  auctionId: 'a1',
  languages: ['en', 'mr'],
  missingLanguageState: null,
  draft: null,
  canPrepare: true,
  canApprove: false,
  ...over,
});

/** The card to static HTML, with the session and GET /api/auctions/:id/sale-notice answered in the query client. */
function render({
  me = makeMe('v1', 'vendor'),
  answer,
  auction = AUCTION,
  language = 'en',
}: {
  me?: Me | null;
  answer?: SaleNotice;
  auction?: typeof AUCTION | (Omit<typeof AUCTION, 'status'> & { status: 'live' });
  language?: Language;
} = {}) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, me);
  if (answer) queryClient.setQueryData(documentKeys.saleNotice(auction.id), answer);
  return renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n(language)}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <SaleNoticeGenerator auction={auction} />
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The buttons and links, by what they say (not the reserve price's checkbox, a button too). */
const controls = (html: string) =>
  [...html.matchAll(/<(button|a)\b(?![^>]*role="checkbox")[^>]*>(.*?)<\/\1>/g)].map(([, , inner]) => text(inner));

beforeAll(loadEveryCatalogue);

describe('SaleNoticeGenerator', () => {
  it('is not shown to a buyer, nor once the auction has started', () => {
    expect(render({ me: makeMe('b1', 'buyer'), answer: notice() })).toBe('');
    expect(render({ me: null, answer: notice() })).toBe('');
    expect(render({ auction: { ...AUCTION, status: 'live' }, answer: notice() })).toBe('');
  });

  it('says it is loading before the notice arrives', () => {
    const html = render();
    expect(html).toMatch(/role="status" aria-label="Loading the sale notice" aria-busy="true"/);
    expect(part(html, 'sale-notice-form')).toBeUndefined();
  });

  // NOTE: the fields' first values (the seller's name, the listing's possession) are set in the browser: not in static markup.
  it('offers the seller the form to prepare the notice', () => {
    const html = render({ answer: notice() });
    expect(part(html, 'sale-notice')).toContain('aria-labelledby="sale-notice-title"');
    expect(html).toContain('Sale notice (Appendix IV-A)');
    const form = part(html, 'sale-notice-form')!;
    for (const label of ['Borrower(s) and guarantor(s)', 'Secured creditor', 'Dues (₹)', 'Dues as of', 'Date of the notice'])
      expect(text(form)).toContain(label);
    expect(text(form)).toContain('Print the reserve price in the notice');
    expect(text(form)).toContain('The auction must start at least 30 days after it.');
    expect(controls(html)).toEqual(['Save and preview']);
    expect(part(html, 'sale-notice-prepared')).toBeUndefined();
  });

  it('says when the state’s language is not generated', () => {
    const html = render({ answer: notice({ languages: ['en'], missingLanguageState: 'Karnataka' }) });
    expect(text(part(html, 'sale-notice-missing-language'))).toBe(
      'For Karnataka, the notice is generated in English only: upload the notice in the local language as a document.',
    );
  });

  it('shows the officer who prepared it the previews, and that another officer must approve it', () => {
    const html = render({ answer: notice({ draft: DRAFT }) });
    expect(text(part(html, 'sale-notice-prepared'))).toMatch(/^Prepared by Prakash Kulkarni on 5 January 2027 at 11:30 am IST$/);
    const previews = part(html, 'sale-notice-previews')!;
    expect(previews).toContain('href="/api/auctions/a1/sale-notice.pdf?lang=en"');
    expect(previews).toContain('href="/api/auctions/a1/sale-notice.pdf?lang=mr"');
    expect(previews).toContain('target="_blank" rel="noopener"');
    expect(previews).toContain('aria-label="Preview in मराठी"');
    expect(controls(previews)).toEqual(['Preview in English', 'मराठी']);
    expect(text(part(html, 'sale-notice-approval'))).toBe('You prepared this sale notice; another officer must approve it.');
    expect(controls(html)).not.toContain('Approve and publish');
    // The form keeps what was prepared, to change it.
    expect(part(html, 'sale-notice-form')).toContain('value="1,25,50,000"');
    expect(text(part(html, 'sale-notice-dues-words'))).toBe('₹1,25,50,000: one crore twenty-five lakh fifty thousand rupees');
  });

  it('offers another officer the approval', () => {
    const html = render({ me: makeMe('admin1', 'admin'), answer: notice({ draft: DRAFT, canApprove: true }) });
    expect(controls(part(html, 'sale-notice-approval')!)).toEqual(['Approve and publish']);
  });

  it('once approved: who approved it, and the notice read-only', () => {
    const approved = { ...DRAFT, approvedBy: { name: 'Asha Admin', at: '2027-01-06T05:00:00.000Z' } };
    const html = render({ answer: notice({ draft: approved }) });
    expect(text(part(html, 'sale-notice-approval'))).toBe('Approved by Asha Admin on 6 January 2027 at 10:30 am IST');
    expect(part(html, 'sale-notice-form')).toBeUndefined();
    const summary = text(part(html, 'sale-notice-summary'));
    expect(summary).toContain('Dues (₹) ₹1,25,50,000');
    expect(summary).toContain('Reserve price Printed in the notice');
    expect(summary).toContain('Date of the notice 10 January 2027');
  });

  it('speaks Hindi and Marathi', () => {
    expect(render({ answer: notice(), language: 'hi' })).toContain('बिक्री सूचना (परिशिष्ट IV-A)');
    const html = render({ answer: notice({ draft: DRAFT }), language: 'mr' });
    expect(html).toContain('विक्री सूचना (परिशिष्ट IV-A)');
    expect(text(part(html, 'sale-notice-approval'))).toBe('ही विक्री सूचना तुम्ही तयार केली आहे; ती दुसऱ्या अधिकाऱ्याने मंजूर केली पाहिजे.');
  });
});
