import { request as playwrightRequest, type APIRequestContext, type Page, type WebSocketRoute } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import { expect, hydrating, joinViaApi, placeBidConfirmed, signInViaApi, test } from './fixtures';
import { e2eServer } from './support/server';

const DEMO_PASSWORD = 'demo1234';
/** A live auction no other spec bids on, so parallel workers never race each other. */
const AUCTION_TITLE = 'Independent Bungalow with Garden, Koregaon Park';

async function liveAuctionId(request: APIRequestContext, title: string): Promise<string> {
  const res = await request.get('/api/auctions', { params: { q: title, status: 'live' } });
  expect(res.ok()).toBeTruthy();
  const { items } = (await res.json()) as { items: { id: string; title: string }[] };
  const found = items.find((a) => a.title === title);
  expect(found, `seeded live auction "${title}"`).toBeTruthy();
  return found!.id;
}

/** An API client signed in as `email`, apart from the pages under test. */
async function signedInRequest(email: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL: e2eServer().url });
  const res = await ctx.post('/api/auth/sign-in/email', {
    data: { email, password: DEMO_PASSWORD },
    headers: { origin: e2eServer().url },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ctx;
}

async function currentBid(page: Page): Promise<string> {
  return (await page.getByTestId('current-bid').textContent()) ?? '';
}

test.describe('realtime bidding', () => {
  test('a bid in one tab appears in another without reload, and the outbid buyer is notified', async ({ browser, request }) => {
    test.setTimeout(120_000);
    // The demo buyers of /demo-setup are verified with EMD paid.
    expect((await request.post('/api/demo-users')).ok()).toBeTruthy();
    const id = await liveAuctionId(request, AUCTION_TITLE);

    const ctxA = await browser.newContext();
    const ctxB = await browser.newContext();
    // Counts the notes A's browser plays (the outbid chime is made by Web Audio).
    await ctxA.addInitScript(() => {
      const counted = window as unknown as { notesPlayed: number };
      counted.notesPlayed = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        counted.notesPlayed += 1;
        return create.call(this);
      };
    });
    const a = hydrating(await ctxA.newPage());
    const b = hydrating(await ctxB.newPage());
    const notesPlayed = () => a.evaluate(() => (window as unknown as { notesPlayed: number }).notesPlayed);
    await signInViaApi(a, 'demo.buyer1@neelami.test', DEMO_PASSWORD);
    await signInViaApi(b, 'demo.buyer2@neelami.test', DEMO_PASSWORD);
    await joinViaApi(a.request, id);
    await joinViaApi(b.request, id);
    await Promise.all([a.goto(`/auction/${id}`), b.goto(`/auction/${id}`)]);
    // The first load may be slow on a busy machine.
    await expect(a.getByRole('button', { name: 'Place Bid' })).toBeEnabled({ timeout: 30_000 });
    await expect(b.getByRole('button', { name: 'Place Bid' })).toBeEnabled({ timeout: 30_000 });
    const before = await currentBid(b);

    // A bids the minimum the input offers; B sees it without reloading.
    const amountA = Number((await a.getByLabel('Your Bid').inputValue()).replace(/\D/g, ''));
    await placeBidConfirmed(a, amountA);
    await expect(a.getByText('Bid Placed Successfully!')).toBeVisible();
    // The bid box says where A stands, to screen readers too.
    await expect(a.getByRole('status').filter({ hasText: 'You are leading' })).toHaveText(`You are leading at ${formatINR(amountA)}.`);
    await expect(b.getByTestId('current-bid')).toHaveText(formatINR(amountA));
    expect(formatINR(amountA)).not.toBe(before);
    // A turns on the outbid sound: off until asked for, it plays once on being turned on.
    const sound = a.getByRole('button', { name: 'Sound when outbid' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    expect(await notesPlayed()).toBe(0);
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(await notesPlayed()).toBe(2);
    // B's input followed the new minimum, and Recent Bids refreshed too.
    await expect(b.getByLabel('Your Bid')).not.toHaveValue(new Intl.NumberFormat('en-IN').format(amountA));

    // B outbids A; A's price moves and A's bell shows the outbid notification.
    const amountB = Number((await b.getByLabel('Your Bid').inputValue()).replace(/\D/g, ''));
    expect(amountB).toBeGreaterThan(amountA);
    await placeBidConfirmed(b, amountB);
    await expect(b.getByText('Bid Placed Successfully!')).toBeVisible();
    await expect(a.getByTestId('current-bid')).toHaveText(formatINR(amountB));
    // A is told at once, at the bid box and in a toast; B now leads.
    await expect(a.getByTestId('bid-standing')).toHaveText(
      `You have been outbid. The highest bid is now ${formatINR(amountB)}: bid again to lead.`,
    );
    await expect(a.locator('[data-sonner-toast]').filter({ hasText: 'You have been outbid' })).toContainText(
      `The highest bid is now ${formatINR(amountB)}.`,
    );
    await expect.poll(notesPlayed).toBe(4);
    await expect(b.getByTestId('bid-standing')).toHaveText(`You are leading at ${formatINR(amountB)}.`);
    await expect(a.getByTestId('bell-badge')).toBeVisible();
    await a.getByRole('button', { name: /^Notifications/ }).click();
    const popover = a.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByText('You have been outbid').first()).toBeVisible();
    await expect(popover.getByText(formatINR(amountB)).first()).toBeVisible();

    await ctxA.close();
    await ctxB.close();
  });

  test('a lost connection shows "Reconnecting…", and the page catches up with what it missed', async ({ page, request }) => {
    test.setTimeout(90_000);
    expect((await request.post('/api/demo-users')).ok()).toBeTruthy();
    const id = await liveAuctionId(request, AUCTION_TITLE);

    // Every realtime socket of the page passes through here, so the test can cut it and refuse new ones.
    let online = true;
    let socket: WebSocketRoute | null = null;
    let subscribed = false;
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
      if (!online) return void ws.close();
      socket = ws;
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const m = JSON.parse(String(message)) as { type: string; topic?: string };
        if (m.type === 'subscribed' && m.topic === `auction:${id}`) subscribed = true;
        ws.send(message);
      });
    });
    await page.goto(`/auction/${id}`);
    await expect(page.getByTestId('current-bid')).toBeVisible({ timeout: 30_000 });
    // Cut the connection only once the page listens to this auction.
    await expect.poll(() => subscribed, { timeout: 20_000 }).toBe(true);

    online = false;
    await socket!.close();
    await expect(page.getByText('Reconnecting…')).toBeVisible();

    // A bid lands while the page is offline: its event never reaches the page.
    const bidder = await signedInRequest('demo.buyer3@neelami.test');
    await joinViaApi(bidder, id);
    const auction = (await (await request.get(`/api/auctions/${id}`)).json()) as { currentBid: number; bidIncrement: number };
    const amount = auction.currentBid + auction.bidIncrement;
    const res = await bidder.post(`/api/auctions/${id}/bids`, { data: { amount }, headers: { origin: e2eServer().url } });
    expect(res.status(), await res.text()).toBe(201);
    await bidder.dispose();

    online = true;
    await expect(page.getByText('Reconnecting…')).toBeHidden({ timeout: 20_000 });
    await expect(page.getByTestId('current-bid')).toHaveText(formatINR(amount));
  });

  test('a quiet load of Live Auctions asks for the listing once', async ({ page }) => {
    test.setTimeout(120_000);
    const listings: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/auctions') listings.push(r.url());
    });
    // The socket's answers tell a quiet load from one during which the listings changed (another
    // worker's bid): that one refetches, rightly.
    let quietSince: number | null = null;
    let events = 0;
    page.on('websocket', (ws) =>
      ws.on('framereceived', ({ payload }) => {
        const m = JSON.parse(String(payload)) as { type: string; topic?: string; quietSince?: number };
        if (m.topic !== 'auctions') return;
        if (m.type === 'subscribed') quietSince = m.quietSince ?? null;
        else if (m.type === 'event') events += 1;
      }),
    );
    for (let attempt = 1; attempt <= 8; attempt++) {
      listings.length = 0;
      quietSince = null;
      events = 0;
      const started = Date.now();
      await page.goto('/live-auctions');
      await expect(page.getByTestId('auction-card').first()).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => quietSince, { timeout: 20_000 }).not.toBeNull();
      // The refetch this replaces came 100–250 ms after the subscription.
      await page.waitForTimeout(1_500);
      // The client counts an event up to a second before its fetch as possibly missed (CLOCK_MARGIN_MS).
      if (events > 0 || quietSince! > started - 1_500) {
        await page.waitForTimeout(1_000);
        continue;
      }
      expect(listings).toHaveLength(1);
      return;
    }
    // Other journeys bidding meanwhile (the whole suite runs two at a time): each load rightly refetched.
    test.skip(true, 'the listings changed during every page load: no quiet load to count');
  });

  test('a bid placed after the page read the auction, before it followed it, still shows', async ({ page, request }) => {
    test.setTimeout(90_000);
    expect((await request.post('/api/demo-users')).ok()).toBeTruthy();
    const id = await liveAuctionId(request, AUCTION_TITLE);
    // The page's subscription to this auction waits here until the bid is in.
    let release!: () => void;
    const bidIn = new Promise<void>((resolve) => (release = resolve));
    await page.routeWebSocket(/\/api\/realtime$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage(async (message) => {
        const m = JSON.parse(String(message)) as { type: string; topic?: string };
        if (m.type === 'subscribe' && m.topic === `auction:${id}`) await bidIn;
        server.send(message);
      });
      server.onMessage((message) => ws.send(message));
    });
    await page.goto(`/auction/${id}`);
    await expect(page.getByTestId('current-bid')).toBeVisible({ timeout: 30_000 });
    const shown = await currentBid(page);

    const bidder = await signedInRequest('demo.buyer3@neelami.test');
    const joined = await bidder.post(`/api/auctions/${id}/participation`, { headers: { origin: e2eServer().url } });
    expect([201, 409], await joined.text()).toContain(joined.status());
    const auction = (await (await request.get(`/api/auctions/${id}`)).json()) as { currentBid: number; bidIncrement: number };
    const amount = auction.currentBid + auction.bidIncrement;
    const res = await bidder.post(`/api/auctions/${id}/bids`, { data: { amount }, headers: { origin: e2eServer().url } });
    expect(res.status(), await res.text()).toBe(201);
    await bidder.dispose();
    // The bid's event reached no socket of this page; the page still shows the price it read.
    await page.waitForTimeout(500);
    expect(await currentBid(page)).toBe(shown);

    release();
    await expect(page.getByTestId('current-bid')).toHaveText(formatINR(amount));
  });
});
