import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_MESSAGES, QUESTIONS_PER_HOUR, type QuestionList } from '../../../shared/schemas/question';
import { notifications, watchlist } from '../../db/schema';
import { call } from '../../test/console-fixtures';
import { createTestApp, createUser, type TestContext } from '../../test/test-app';
import { insertAuction } from '../auctions/auctions.fixtures';

let ctx: TestContext;
let now = new Date();
let seller: { id: string; cookie: string };
let admin: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  seller = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
  admin = await createUser(ctx, { roles: ['admin'] });
});
afterAll(async () => ctx.close());

const ask = (auctionId: string, question: string, cookie?: string) =>
  call(ctx, 'POST', `/api/auctions/${auctionId}/questions`, cookie, { question });
const answer = (id: string, text: string, cookie?: string) => call(ctx, 'PUT', `/api/questions/${id}/answer`, cookie, { answer: text });
const list = async (auctionId: string, cookie?: string) =>
  (await call(ctx, 'GET', `/api/auctions/${auctionId}/questions`, cookie)).json() as QuestionList;
const Q = 'Are the society maintenance dues paid up to date?';

describe('asking', () => {
  it('needs a session, a question of a sensible length, an open auction and someone else’s listing', async () => {
    const auction = await insertAuction(ctx.database.db, seller.id);
    const buyer = await createUser(ctx);
    const anonymous = await ask(auction.id, Q);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(QUESTION_MESSAGES.signInRequired);
    expect((await ask(auction.id, 'Dues?', buyer.cookie)).json().error.message).toBe(QUESTION_MESSAGES.tooShort);
    expect((await ask(auction.id, 'x'.repeat(1001), buyer.cookie)).statusCode).toBe(400);
    expect((await ask(auction.id, Q, seller.cookie)).json().error.message).toBe(QUESTION_MESSAGES.ownListing);

    const ended = await insertAuction(ctx.database.db, seller.id, { status: 'ended' });
    const closed = await ask(ended.id, Q, buyer.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('QUESTIONS_CLOSED');
    const draft = await insertAuction(ctx.database.db, seller.id, { status: 'draft' });
    expect((await ask(draft.id, Q, buyer.cookie)).statusCode).toBe(404);

    const asked = await ask(auction.id, Q, buyer.cookie);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ question: Q, answer: null, mine: true, hidden: false });
  });

  it(`takes at most ${QUESTIONS_PER_HOUR} questions an hour from one user`, async () => {
    const auction = await insertAuction(ctx.database.db, seller.id);
    const buyer = await createUser(ctx);
    for (let i = 0; i < QUESTIONS_PER_HOUR; i++) expect((await ask(auction.id, `${Q} (${i})`, buyer.cookie)).statusCode).toBe(201);
    const refused = await ask(auction.id, Q, buyer.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'TOO_MANY_QUESTIONS', message: QUESTION_MESSAGES.tooMany });
    expect((await ask(auction.id, Q, (await createUser(ctx)).cookie)).statusCode).toBe(201);
    now = new Date(Date.now() + 61 * 60_000);
    try {
      expect((await ask(auction.id, Q, buyer.cookie)).statusCode).toBe(201);
    } finally {
      now = new Date();
    }
  });
});

describe('who sees what', () => {
  it('shows answered questions to everyone without the asker, waiting ones to their asker, and all to the seller and admins', async () => {
    const auction = await insertAuction(ctx.database.db, seller.id);
    const asker = await createUser(ctx);
    const other = await createUser(ctx);
    const waiting = (await ask(auction.id, 'Is the flat occupied by tenants today?', asker.cookie)).json();
    const answered = (await ask(auction.id, Q, asker.cookie)).json();
    expect((await answer(answered.id, 'Yes, paid up to October 2026.', seller.cookie)).statusCode).toBe(200);

    const visitor = await list(auction.id);
    expect(visitor.manages).toBe(false);
    expect(visitor.items.map((q) => q.id)).toEqual([answered.id]);
    expect(visitor.items[0]).toMatchObject({ answer: 'Yes, paid up to October 2026.', mine: false });
    expect(JSON.stringify(visitor)).not.toContain(asker.id);
    expect((await list(auction.id, other.cookie)).items.map((q) => q.id)).toEqual([answered.id]);
    expect((await list(auction.id, asker.cookie)).items.map((q) => q.id).sort()).toEqual([waiting.id, answered.id].sort());
    const theirs = await list(auction.id, seller.cookie);
    expect(theirs.manages).toBe(true);
    expect(theirs.items.map((q) => q.id).sort()).toEqual([waiting.id, answered.id].sort());
    expect((await list(auction.id, admin.cookie)).items).toHaveLength(2);
  });
});

describe('answering', () => {
  it('is for the auction’s seller and admins only, and tells the asker and the watchers once', async () => {
    const auction = await insertAuction(ctx.database.db, seller.id, { title: 'Shop in Dadar' });
    const asker = await createUser(ctx);
    const watcher = await createUser(ctx);
    const otherVendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    await ctx.database.db.insert(watchlist).values([
      { userId: watcher.id, auctionId: auction.id },
      { userId: seller.id, auctionId: auction.id },
    ]);
    const q = (await ask(auction.id, Q, asker.cookie)).json();
    expect((await answer(q.id, 'No.', asker.cookie)).statusCode).toBe(403);
    const refused = await answer(q.id, 'No.', otherVendor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(QUESTION_MESSAGES.answerForbidden);
    expect((await answer(q.id, '   ', seller.cookie)).statusCode).toBe(400);

    expect((await answer(q.id, 'Yes, paid up to October 2026.', seller.cookie)).json()).toMatchObject({
      answer: 'Yes, paid up to October 2026.',
    });
    const told = async (userId: string) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect((await told(asker.id)).map((n) => n.message)).toEqual(['The seller answered your question about Shop in Dadar.']);
    expect((await told(watcher.id)).map((n) => n.message)).toEqual([
      'The seller answered a question about Shop in Dadar, which you watch.',
    ]);
    expect(await told(seller.id)).toEqual([]);

    expect((await answer(q.id, 'Yes, paid up to November 2026.', admin.cookie)).statusCode).toBe(200);
    expect(await told(asker.id)).toHaveLength(1);
  });

  it('goes on after the auction ends, and the answer stays public', async () => {
    const auction = await insertAuction(ctx.database.db, seller.id);
    const q = (await ask(auction.id, Q, (await createUser(ctx)).cookie)).json();
    await call(ctx, 'POST', `/api/auctions/${auction.id}/end`, admin.cookie);
    expect((await answer(q.id, 'Paid in full.', seller.cookie)).statusCode).toBe(200);
    expect((await list(auction.id)).items.map((x) => x.answer)).toEqual(['Paid in full.']);
  });
});

describe('hiding and the seller’s list', () => {
  it('lets only an admin hide a question, which then leaves the public page but not the seller’s', async () => {
    const auction = await insertAuction(ctx.database.db, seller.id);
    const q = (await ask(auction.id, Q, (await createUser(ctx)).cookie)).json();
    await answer(q.id, 'Yes.', seller.cookie);
    const hide = (cookie: string) => call(ctx, 'PUT', `/api/questions/${q.id}/visibility`, cookie, { hidden: true });
    expect((await hide(seller.cookie)).statusCode).toBe(403);
    expect((await hide(admin.cookie)).json()).toMatchObject({ hidden: true });
    expect((await list(auction.id)).items).toEqual([]);
    expect((await list(auction.id, seller.cookie)).items.map((x) => x.hidden)).toEqual([true]);
  });

  it('lists the questions waiting on the seller’s own listings, oldest first; every listing’s for admins', async () => {
    const vendor = await createUser(ctx, { roles: ['vendor'], profile: { verificationStatus: 'verified' } });
    const mine = await insertAuction(ctx.database.db, vendor.id, { title: 'Mine' });
    const theirs = await insertAuction(ctx.database.db, seller.id, { title: 'Theirs' });
    const buyer = await createUser(ctx);
    const first = (await ask(mine.id, 'Is there a lift in the building?', buyer.cookie)).json();
    const second = (await ask(mine.id, Q, buyer.cookie)).json();
    await ask(theirs.id, Q, buyer.cookie);
    await answer(second.id, 'Yes.', vendor.cookie);
    const waiting = (await call(ctx, 'GET', '/api/vendor/questions', vendor.cookie)).json();
    expect(waiting.items.map((x: { id: string; auctionTitle: string }) => [x.id, x.auctionTitle])).toEqual([[first.id, 'Mine']]);
    expect((await call(ctx, 'GET', '/api/vendor/questions', buyer.cookie)).statusCode).toBe(403);
    const all = (await call(ctx, 'GET', '/api/vendor/questions', admin.cookie)).json();
    expect(all.items.map((x: { auctionTitle: string }) => x.auctionTitle)).toEqual(expect.arrayContaining(['Mine', 'Theirs']));
  });
});
