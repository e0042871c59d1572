import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { said } from '@shared/messages/define';
import type { Me } from '@shared/schemas/account';
import type { AuctionDetail } from '@shared/schemas/auction';
import { BID_MESSAGES, ELIGIBILITY_MESSAGES, type BidList, type Eligibility } from '@shared/schemas/bid';
import { EMD_MESSAGES } from '@shared/schemas/emd';
import type { ProxyBid } from '@shared/schemas/proxy-bid';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { meQueryKey, SessionProvider } from '@web/lib/session';
import { RenderedAt } from '@web/lib/use-now';
import { auctionKeys } from '../../api/auction-keys';
import { BidBox, type EmdDialogSlot } from './bid-box';
import { part, text } from '@web/test/markup';

const NOW = Date.parse('2026-11-30T06:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function makeAuction(over: Partial<AuctionDetail> = {}): AuctionDetail {
  return {
    id: 'a1',
    title: 'Flat 302, Shanti Apartments',
    description: 'A two-bedroom flat',
    location: 'Kothrud, Pune',
    address: null,
    state: null,
    district: null,
    locality: null,
    pinCode: null,
    latitude: null,
    longitude: null,
    propertyType: 'Residential',
    category: null,
    areaSqFt: null,
    startingBid: 40_00_000,
    emdAmount: 4_00_000,
    bidIncrement: 25_000,
    startTime: at(-DAY),
    endTime: at(2 * DAY),
    extensionWindowS: 300,
    extensionS: 300,
    featured: false,
    status: 'live',
    currentBid: 42_50_000,
    biddersCount: 3,
    bidCount: 5,
    hasReserve: false,
    hasWinner: false,
    createdBy: 'v1',
    createdAt: at(-10 * DAY),
    updatedAt: at(-DAY),
    images: [],
    saleNoticeDate: null,
    isResale: false,
    resaleOf: null,
    emdCutoff: at(DAY),
    possession: null,
    inspectionFrom: null,
    inspectionTo: null,
    authorisedOfficerName: null,
    authorisedOfficerPhone: null,
    encumbrances: null,
    seller: { name: 'State Bank of India' },
    result: null,
    ...over,
  };
}

/** An auction that opens tomorrow, with no bids yet. */
const upcoming = () =>
  makeAuction({ status: 'upcoming', startTime: at(DAY), endTime: at(3 * DAY), emdCutoff: at(DAY), currentBid: 0, bidCount: 0 });

function makeMe(
  role: Me['role'],
  over: { verificationStatus?: 'pending' | 'verified' | 'suspended' | 'rejected'; emdPaid?: boolean } = {},
): Me {
  return {
    user: { id: 'u1', email: 'ananya.k@example.in', name: 'Ananya Kulkarni' },
    profile: {
      userId: 'u1',
      email: 'ananya.k@example.in',
      fullName: 'Ananya Kulkarni',
      phone: '9876543210',
      companyName: null,
      userType: role,
      buyerType: 'individual',
      pan: null,
      gst: null,
      aadhaarLast4: null,
      verificationStatus: over.verificationStatus ?? 'verified',
      kycVerified: (over.verificationStatus ?? 'verified') === 'verified',
      emdPaid: over.emdPaid ?? false,
      emdAmount: 0,
      language: 'en',
      statusReason: null,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    role,
    roles: [role],
  };
}

const buyer = makeMe('buyer');

type Check = Eligibility['checks'][number];
const check = (key: Check['key'], ok: boolean, message: string, more: Partial<Check> = {}): Check => ({
  key,
  ok,
  message,
  action: null,
  deadline: null,
  ...more,
});

/** The checklist the server sends an approved buyer (as `bids.service` builds it), with the EMD line and the rest as given. */
function eligibility(
  emd: Check,
  { cutoff, live }: { cutoff?: Check; live?: Check } = {},
  wallet?: Partial<Eligibility['emd']>,
): Eligibility {
  const checks = [
    check('signed_in', true, ELIGIBILITY_MESSAGES.signedIn),
    check('buyer', true, ELIGIBILITY_MESSAGES.buyer),
    check('kyc', true, ELIGIBILITY_MESSAGES.kycApproved),
    emd,
    cutoff ?? check('emd_cutoff', true, ELIGIBILITY_MESSAGES.joined),
    live ?? check('live', true, ELIGIBILITY_MESSAGES.open, { deadline: at(2 * DAY) }),
  ];
  return {
    eligible: checks.every((c) => c.ok),
    checks,
    emd: { amount: 4_00_000, available: 0, held: false, ...wallet },
  };
}

const emdHeld = check('emd', true, ELIGIBILITY_MESSAGES.emdHeld(4_00_000), { said: said('eligibility.emdHeld', { amount: 4_00_000 }) });
const emdJoin = check('emd', false, ELIGIBILITY_MESSAGES.emdJoin(4_00_000, 6_00_000), {
  said: said('eligibility.emdJoin', { amount: 4_00_000, available: 6_00_000, more: -2_00_000 }),
  action: 'join',
});
const emdShort = check('emd', false, ELIGIBILITY_MESSAGES.emdShort(4_00_000, 1_50_000), {
  said: said('eligibility.emdShort', { amount: 4_00_000, available: 1_50_000, more: 2_50_000 }),
  action: 'deposit',
});
const joinBy = check('emd_cutoff', true, ELIGIBILITY_MESSAGES.joinBy(at(DAY)), {
  said: said('eligibility.joinBy', { date: at(DAY) }),
  deadline: at(DAY + 4 * 60 * MINUTE + 10 * MINUTE),
});

const bid = (amount: number, isMine: boolean, alias = isMine ? 'Bidder 1A2B' : 'Bidder 9F3C'): BidList['items'][number] => ({
  id: `b${amount}`,
  auctionId: 'a1',
  amount,
  status: 'active',
  createdAt: at(-MINUTE),
  automatic: false,
  bidderAlias: alias,
  bidderName: isMine ? 'Ananya Kulkarni' : null,
  isMine,
});

type Setup = {
  auction?: AuctionDetail;
  /** undefined: the session still loading; null: signed out. */
  me?: Me | null;
  eligibility?: Eligibility | Error;
  bids?: BidList;
  proxy?: ProxyBid | null;
  path?: string;
  upcomingAction?: ReactNode;
  emdDialog?: EmdDialogSlot;
};

/**
 * The bid box as the page renders it, to static HTML (the repository has no DOM test environment): the
 * session, the checklist, the bids and the maximum come from a query client holding the server's answers
 * (no query runs while rendering), and the clock stands at NOW.
 */
function render(setup: Setup = {}): string {
  const auction = setup.auction ?? makeAuction();
  // A query that failed is asked again when a component mounts; not asking again shows it as it stands
  // once the retries on the page have failed too.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  if (setup.me !== undefined) queryClient.setQueryData(meQueryKey, setup.me);
  if (setup.eligibility instanceof Error) {
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: auctionKeys.eligibility(auction.id) })
      .setState({ status: 'error', error: setup.eligibility, fetchStatus: 'idle' });
  } else if (setup.eligibility) queryClient.setQueryData(auctionKeys.eligibility(auction.id), setup.eligibility);
  if (setup.bids) queryClient.setQueryData(auctionKeys.bids(auction.id), setup.bids);
  if (setup.proxy !== undefined) queryClient.setQueryData(auctionKeys.proxyBid(auction.id), { proxy: setup.proxy });
  return renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n('en')}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <RenderedAt value={NOW}>
            <MemoryRouter initialEntries={[setup.path ?? '/auction/a1']}>
              <BidBox auction={auction} upcomingAction={setup.upcomingAction} emdDialog={setup.emdDialog} />
            </MemoryRouter>
          </RenderedAt>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The buttons and links, in order: their text, their accessible name when they carry one, and whether they are disabled. */
function controls(html: string): { label: string; name?: string; disabled: boolean; href?: string }[] {
  return [...html.matchAll(/<(button|a)\b([^>]*)>(.*?)<\/\1>/g)].map(([, , attrs, inner]) => ({
    label: text(inner)!,
    ...(/aria-label="([^"]*)"/.exec(attrs!) ? { name: /aria-label="([^"]*)"/.exec(attrs!)![1] } : {}),
    ...(/href="([^"]*)"/.exec(attrs!) ? { href: /href="([^"]*)"/.exec(attrs!)![1] } : {}),
    disabled: / disabled=""/.test(attrs!),
  }));
}

const labels = (html: string) => controls(html).map((c) => c.label);
const control = (html: string, label: string) => controls(html).find((c) => c.label === label);

/** The checklist's lines: which check, what the icon says of it (Done / Still needed), and its text. */
function checklist(html: string): { key: string; state: string; text: string }[] {
  return [...html.matchAll(/<li\b[^>]*data-check="([a-z_]+)"[^>]*>(.*?)<\/li>/g)].map(([, key, inner]) => ({
    key: key!,
    state: /aria-label="([^"]*)"/.exec(inner!)![1]!,
    text: text(inner)!,
  }));
}

/** The bid amount field: what it holds, and whether it takes input. */
function amountField(html: string): { value: string; disabled: boolean } | undefined {
  const input = /<input\b[^>]*inputMode="numeric"[^>]*\/>/.exec(html)?.[0];
  return input ? { value: /value="([^"]*)"/.exec(input)![1]!, disabled: / disabled=""/.test(input) } : undefined;
}

/** An EMD dialog slot that shows what the bid box asked of it. */
const emdDialog: EmdDialogSlot = ({ open, amount }) => <span data-testid="emd-dialog" data-open={String(open)} data-amount={amount} />;
const emdDialogAsked = (html: string) => {
  const slot = part(html, 'emd-dialog');
  return slot ? { open: /data-open="(\w+)"/.exec(slot)![1], amount: Number(/data-amount="(\d+)"/.exec(slot)![1]) } : undefined;
};

beforeAll(loadEveryCatalogue);

const setReminder = <button type="button">Set reminder</button>;

describe('BidBox: who may bid', () => {
  it('offers nothing while the session is still loading: no Sign In, no form', () => {
    const html = render({ me: undefined });
    expect(part(html, 'bid-box')).toBeDefined();
    expect(controls(html)).toEqual([]);
    expect(amountField(html)).toBeUndefined();
    expect(text(html)).toBe('');
  });

  it('sends a visitor to sign in, and back to this auction afterwards; no form', () => {
    const html = render({ me: null, path: '/auction/a1', upcomingAction: setReminder });
    expect(controls(html)).toEqual([{ label: 'Sign In to Bid', href: '/auth?next=%2Fauction%2Fa1', disabled: false }]);
    expect(amountField(html)).toBeUndefined();
    // A live auction: no "opens when live" note, and the upcoming auction's action is not offered.
    expect(html).not.toContain('Bidding opens when the auction goes live.');
    expect(labels(html)).not.toContain('Set reminder');
  });

  it('tells a visitor to an upcoming auction that bidding opens when it goes live, beside its action', () => {
    const html = render({ me: null, auction: upcoming(), upcomingAction: setReminder });
    expect(html).toContain('Bidding opens when the auction goes live.');
    expect(labels(html)).toEqual(['Sign In to Bid', 'Set reminder']);
  });

  it('tells a vendor or an admin that only buyers bid, and offers no form', () => {
    for (const role of ['vendor', 'admin'] as const) {
      const html = render({ me: makeMe(role) });
      expect(text(part(html, 'bid-blocked')), role).toBe(BID_MESSAGES.buyersOnly);
      expect(controls(html), role).toEqual([]);
      expect(amountField(html), role).toBeUndefined();
    }
  });

  it('tells a buyer awaiting approval why they cannot bid yet, and offers to pay the EMD meanwhile', () => {
    const html = render({ me: makeMe('buyer', { verificationStatus: 'pending' }), emdDialog });
    expect(text(part(html, 'bid-blocked'))).toBe(BID_MESSAGES.approvalPending);
    expect(html).toContain('You can pay the EMD now, so you are ready to bid once approved.');
    expect(labels(html)).toEqual(['Pay EMD']);
    // The dialog is there, closed, for this auction's EMD.
    expect(emdDialogAsked(html)).toEqual({ open: 'false', amount: 4_00_000 });
    expect(amountField(html)).toBeUndefined();
  });

  it('does not offer the EMD again to a buyer awaiting approval who has paid it', () => {
    const html = render({ me: makeMe('buyer', { verificationStatus: 'pending', emdPaid: true }), emdDialog });
    expect(text(part(html, 'bid-blocked'))).toBe(BID_MESSAGES.approvalPending);
    expect(controls(html)).toEqual([]);
    expect(emdDialogAsked(html)).toBeUndefined();
  });

  it('tells a suspended or a rejected buyer why they cannot bid, and offers no EMD payment', () => {
    for (const [status, message] of [
      ['suspended', BID_MESSAGES.approvalSuspended],
      ['rejected', BID_MESSAGES.approvalRejected],
    ] as const) {
      const html = render({ me: makeMe('buyer', { verificationStatus: status }), emdDialog });
      expect(text(part(html, 'bid-blocked')), status).toBe(message);
      expect(controls(html), status).toEqual([]);
      expect(emdDialogAsked(html), status).toBeUndefined();
    }
  });

  it('shows a blocked buyer the upcoming auction’s action too', () => {
    const html = render({ me: makeMe('buyer', { verificationStatus: 'suspended' }), auction: upcoming(), upcomingAction: setReminder });
    expect(labels(html)).toEqual(['Set reminder']);
  });
});

describe('BidBox: what an approved buyer still needs (the checklist)', () => {
  it('while the checklist loads, shows the form but lets nothing be sent', () => {
    const html = render({ me: buyer });
    expect(part(html, 'eligibility')).toBeUndefined();
    expect(amountField(html)).toEqual({ value: '42,75,000', disabled: true });
    expect(labels(html)).toContain('Place Bid');
    expect(controls(html).filter((c) => !c.disabled)).toEqual([]);
    expect(labels(html)).not.toContain('Set maximum bid');
  });

  it('says when the checklist could not be read, with a retry, and keeps the form shut', () => {
    const html = render({ me: buyer, eligibility: new Error('Network error') });
    expect(html).toMatch(/<p role="alert"[^>]*>Could not check whether you can bid\. <button/);
    expect(control(html, 'Retry')).toEqual({ label: 'Retry', disabled: false });
    expect(amountField(html)?.disabled).toBe(true);
    expect(control(html, 'Place Bid')?.disabled).toBe(true);
  });

  it('short of the EMD: lists every check, says how much more to deposit, offers the deposit and no form', () => {
    const html = render({ me: buyer, eligibility: eligibility(emdShort, { cutoff: joinBy }, { available: 1_50_000 }) });
    expect(text(part(html, 'eligibility'))).toMatch(/^Before you can bid/);
    expect(checklist(html)).toEqual([
      { key: 'signed_in', state: 'Done', text: 'Signed in' },
      { key: 'buyer', state: 'Done', text: 'A buyer account' },
      { key: 'kyc', state: 'Done', text: 'KYC approved' },
      {
        key: 'emd',
        state: 'Still needed',
        text: 'Available ₹1,50,000 of ₹4,00,000 needed: deposit ₹2,50,000 more to your EMD wallet, then join.',
      },
      // The cut-off still open counts down to its deadline (1 day, 4 h 10 min from now).
      { key: 'emd_cutoff', state: 'Done', text: 'Join by 1 December 2026 at 11:30 am, the EMD cut-off. Joining closes in 1d 4h 10m' },
      { key: 'live', state: 'Done', text: 'Bidding is open' },
    ]);
    expect(labels(html)).toEqual(['Deposit EMD']);
    expect(amountField(html)).toBeUndefined();
    expect(part(html, 'emd-held')).toBeUndefined();
  });

  it('with enough in the wallet but not joined: offers to join, and no form', () => {
    const html = render({ me: buyer, eligibility: eligibility(emdJoin, {}, { available: 6_00_000 }) });
    expect(checklist(html).find((c) => c.key === 'emd')).toEqual({
      key: 'emd',
      state: 'Still needed',
      text: 'Join this auction to hold its EMD of ₹4,00,000 (₹6,00,000 available in your EMD wallet).',
    });
    expect(controls(html)).toEqual([{ label: 'Join auction', disabled: false }]);
    expect(amountField(html)).toBeUndefined();
  });

  it('counts nothing down once the cut-off has passed, and says so', () => {
    const passed = check('emd_cutoff', false, EMD_MESSAGES.cutoffPassed, { deadline: at(-MINUTE) });
    const html = render({ me: buyer, eligibility: eligibility(emdShort, { cutoff: passed }, { available: 1_50_000 }) });
    expect(checklist(html).find((c) => c.key === 'emd_cutoff')).toEqual({
      key: 'emd_cutoff',
      state: 'Still needed',
      text: EMD_MESSAGES.cutoffPassed,
    });
    expect(part(html, 'emd-cutoff-countdown')).toBeUndefined();
  });

  it('EMD held before the start: the form is shown but shut until the auction goes live', () => {
    const opensAt = check('live', false, ELIGIBILITY_MESSAGES.opensAt(at(DAY)), {
      said: said('eligibility.opensAt', { date: at(DAY) }),
      deadline: at(DAY),
    });
    const html = render({
      me: buyer,
      auction: upcoming(),
      eligibility: eligibility(emdHeld, { live: opensAt }, { held: true, available: 0 }),
      upcomingAction: setReminder,
    });
    expect(html).toContain('Bidding opens when the auction goes live.');
    expect(checklist(html).find((c) => c.key === 'live')).toEqual({
      key: 'live',
      state: 'Still needed',
      text: 'Bidding opens on 1 December 2026 at 11:30 am.',
    });
    expect(amountField(html)).toEqual({ value: '40,25,000', disabled: true });
    expect(controls(html).filter((c) => !c.disabled)).toEqual([{ label: 'Set reminder', disabled: false }]);
    expect(labels(html)).not.toContain('Set maximum bid');
  });

  it('every check met: says the EMD is held instead of the checklist, and opens the form', () => {
    const html = render({ me: buyer, eligibility: eligibility(emdHeld, {}, { held: true }), emdDialog });
    expect(part(html, 'eligibility')).toBeUndefined();
    expect(text(part(html, 'emd-held'))).toBe('EMD of ₹4,00,000 held for this auction');
    expect(amountField(html)).toEqual({ value: '42,75,000', disabled: false });
    expect(controls(html).every((c) => !c.disabled)).toBe(true);
    expect(labels(html)).toContain('Set maximum bid');
    expect(emdDialogAsked(html)).toEqual({ open: 'false', amount: 4_00_000 });
  });

  it('says a cancelled auction accepts no bids', () => {
    const notLive = check('live', false, BID_MESSAGES.notLive);
    const html = render({
      me: buyer,
      auction: makeAuction({ status: 'cancelled' }),
      eligibility: eligibility(emdHeld, { live: notLive }, { held: true }),
    });
    expect(html).toContain(`<p class="text-sm text-muted-foreground">${BID_MESSAGES.notLive}</p>`);
    expect(control(html, 'Place Bid')?.disabled).toBe(true);
  });
});

describe('BidBox: the bid form', () => {
  const eligible = eligibility(emdHeld, {}, { held: true });

  it('starts at the minimum next bid: the current bid plus the increment, in Indian grouping', () => {
    const html = render({ me: buyer, eligibility: eligible, auction: makeAuction({ currentBid: 1_23_45_000, bidIncrement: 50_000 }) });
    expect(html).toMatch(/Minimum <span[^>]*>₹1,23,95,000<\/span>/);
    expect(amountField(html)?.value).toBe('1,23,95,000');
  });

  it('measures the first bid from the starting bid', () => {
    const html = render({ me: buyer, eligibility: eligible, auction: makeAuction({ currentBid: 0, bidCount: 0 }) });
    expect(html).toMatch(/Minimum <span[^>]*>₹40,25,000<\/span>/);
    expect(amountField(html)?.value).toBe('40,25,000');
  });

  it('offers the quick-add amounts, each named with the rupees it adds, then Place Bid and Set maximum bid', () => {
    const html = render({ me: buyer, eligibility: eligible, proxy: null });
    expect(controls(html)).toEqual([
      { label: '+5 L', name: 'Add ₹5,00,000', disabled: false },
      { label: '+10 L', name: 'Add ₹10,00,000', disabled: false },
      { label: '+25 L', name: 'Add ₹25,00,000', disabled: false },
      { label: 'Place Bid', disabled: false },
      { label: 'Set maximum bid', disabled: false },
    ]);
  });

  it('shuts everything once the auction is not live, and offers no maximum', () => {
    const html = render({ me: buyer, eligibility: eligible, auction: upcoming() });
    expect(amountField(html)?.disabled).toBe(true);
    expect(controls(html).map((c) => [c.label, c.disabled])).toEqual([
      ['+5 L', true],
      ['+10 L', true],
      ['+25 L', true],
      ['Place Bid', true],
    ]);
  });

  it('says where a maximum stands: leading (not cancellable), set and waiting, or passed (both cancellable), and offers to raise it', () => {
    const proxy = (over: Partial<ProxyBid>): ProxyBid => ({
      auctionId: 'a1',
      maxAmount: 50_00_000,
      status: 'active',
      leading: false,
      setAt: at(-MINUTE),
      ...over,
    });
    const leading = render({ me: buyer, eligibility: eligible, proxy: proxy({ leading: true }) });
    expect(text(part(leading, 'proxy-status'))).toBe('Your maximum ₹50,00,000 — you are leading');
    expect(labels(leading)).toContain('Raise maximum bid');
    expect(labels(leading)).not.toContain('Set maximum bid');
    expect(labels(leading)).not.toContain('Cancel maximum');

    const waiting = render({ me: buyer, eligibility: eligible, proxy: proxy({}) });
    expect(text(part(waiting, 'proxy-status'))).toBe('Your maximum ₹50,00,000 is set');
    expect(labels(waiting)).toContain('Cancel maximum');

    // The price went past it before the server's word came: passed all the same.
    const passed = render({ me: buyer, eligibility: eligible, proxy: proxy({}), auction: makeAuction({ currentBid: 51_00_000 }) });
    expect(text(part(passed, 'proxy-status'))).toBe('Outbid: your maximum ₹50,00,000 was reached');
    expect(labels(passed)).toContain('Cancel maximum');

    const none = render({ me: buyer, eligibility: eligible, proxy: null });
    expect(text(part(none, 'proxy-status'))).toBe('');
  });
});

describe('BidBox: the buyer’s standing while live, and the end', () => {
  const eligible = eligibility(emdHeld, {}, { held: true });

  it('says the buyer is leading when the newest bid is theirs', () => {
    const bids = { items: [bid(42_50_000, true), bid(42_25_000, false)], mine: { highestBid: 42_50_000 } };
    const html = render({ me: buyer, eligibility: eligible, bids });
    expect(part(html, 'bid-standing')).toContain('data-standing="leading"');
    expect(text(part(html, 'bid-standing'))).toBe('You are leading at ₹42,50,000.');
  });

  it('says the buyer has been outbid when the newest bid is another’s', () => {
    const bids = { items: [bid(42_50_000, false), bid(42_25_000, true)], mine: { highestBid: 42_25_000 } };
    const html = render({ me: buyer, eligibility: eligible, bids });
    expect(part(html, 'bid-standing')).toContain('data-standing="outbid"');
    expect(text(part(html, 'bid-standing'))).toBe('You have been outbid. The highest bid is now ₹42,50,000: bid again to lead.');
  });

  it('says nothing of standing to a buyer who has not bid, nor before the auction is live', () => {
    const notBid = render({ me: buyer, eligibility: eligible, bids: { items: [bid(42_50_000, false)], mine: null } });
    expect(part(notBid, 'bid-standing')).toBeUndefined();
    const beforeStart = render({
      me: buyer,
      auction: upcoming(),
      bids: { items: [bid(42_50_000, true)], mine: { highestBid: 42_50_000 } },
    });
    expect(part(beforeStart, 'bid-standing')).toBeUndefined();
  });

  it('makes the standing unmissable in the last five minutes', () => {
    const bids = { items: [bid(42_50_000, false)], mine: { highestBid: 42_25_000 } };
    const calm = part(render({ me: buyer, eligibility: eligible, bids }), 'bid-standing')!;
    const closing = part(
      render({ me: buyer, eligibility: eligible, bids, auction: makeAuction({ endTime: at(4 * MINUTE) }) }),
      'bid-standing',
    )!;
    expect(calm).toContain('bg-destructive/10');
    expect(calm).not.toContain('font-bold');
    expect(closing).toContain('bg-destructive-solid');
    expect(closing).toContain('font-bold');
  });

  it('past the end on the server’s clock, before the close is recorded: bidding has closed, the result is coming, no form', () => {
    const html = render({ me: buyer, eligibility: eligible, auction: makeAuction({ status: 'live', endTime: at(-1000) }) });
    expect(text(part(html, 'auction-result'))).toBe('Bidding has closed The result is being confirmed…');
    expect(amountField(html)).toBeUndefined();
    expect(controls(html)).toEqual([]);
    expect(part(html, 'bid-standing')).toBeUndefined();
  });

  it('ended and sold to this buyer: the final price, "You" as winner, and congratulations', () => {
    const html = render({
      me: buyer,
      auction: makeAuction({ status: 'ended', endTime: at(-DAY), result: 'sold', currentBid: 45_00_000, hasWinner: true }),
      bids: { items: [bid(45_00_000, true), bid(44_75_000, false)], mine: { highestBid: 45_00_000 } },
    });
    expect(text(part(html, 'result-badge'))).toBe('Sold');
    expect(html).toMatch(/Final Price<\/span><span[^>]*data-testid="final-price">₹45,00,000</);
    expect(text(part(html, 'winner'))).toBe('You');
    expect(text(part(html, 'result-note'))).toBe('Congratulations! You won this auction.');
    expect(amountField(html)).toBeUndefined();
  });

  it('ended below the reserve: to everyone else, the highest bid and its bidder’s alias, and why there is no winner', () => {
    const html = render({
      me: null,
      auction: makeAuction({ status: 'ended', endTime: at(-DAY), result: 'reserve_not_met', currentBid: 45_00_000 }),
      bids: { items: [bid(45_00_000, false), bid(44_75_000, false, 'Bidder 77AB')] },
    });
    expect(text(part(html, 'result-badge'))).toBe('Reserve not met');
    expect(html).toMatch(/Highest Bid<\/span><span[^>]*data-testid="final-price">₹45,00,000</);
    expect(text(part(html, 'winner'))).toBe('Bidder 9F3C');
    expect(text(part(html, 'result-note'))).toBe(
      'The highest bid did not meet the reserve price, so no winner was declared. The seller may still accept it.',
    );
    expect(labels(html)).not.toContain('Sign In to Bid');
  });

  it('ended without bids: says so, with no price or winner', () => {
    const auction = makeAuction({ status: 'ended', endTime: at(-DAY), result: 'not_sold', currentBid: 0, bidCount: 0 });
    const html = render({ me: buyer, auction });
    expect(text(part(html, 'result-badge'))).toBe('Not sold');
    expect(html).toContain('No bids were placed. The auction closed without a winner.');
    expect(part(html, 'final-price')).toBeUndefined();
    expect(part(html, 'winner')).toBeUndefined();
  });
});
