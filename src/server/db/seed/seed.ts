import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_BID_INCREMENT, SOFT_CLOSE_WINDOW_S } from '../../../shared/domain/bidding';
import { formatIstDate } from '../../../shared/domain/date-format';
import { DEFAULT_HOLIDAYS, istDate, istMidnight } from '../../../shared/domain/sale';
import { bellData } from '../../../shared/messages/notifications';
import { NOTIFICATION_TEXTS, type NotificationNote } from '../../../shared/schemas/notification';
import type { DocumentsStore } from '../../lib/storage/documents-store';
import type { MediaStore, StoredImage } from '../../lib/storage/storage';
import { accountsRepository } from '../../modules/accounts/accounts.repository';
import { insertAccount } from '../../modules/accounts/accounts.service';
import { auctionImagesRepository, type NewAuctionImageRow } from '../../modules/auctions/auction-images.repository';
import { auctionsRepository } from '../../modules/auctions/auctions.repository';
import { logHistory } from '../../modules/bids/bid-log.repository';
import type { BidderAliases } from '../../modules/bids/bidder-aliases';
import { bidsRepository } from '../../modules/bids/bids.repository';
import { emdRepository } from '../../modules/emd/emd.repository';
import { notificationsRepository, type NewNotification } from '../../modules/notifications/notifications.repository';
import { remindersRepository } from '../../modules/reminders/reminders.repository';
import { watchlistRepository } from '../../modules/watchlist/watchlist.repository';
import type { Db, Tx } from '../client';
import { BIDDER_KEYS, DEMO_ACCOUNTS, SEED_PASSWORD, sourceOf, type AccountKey } from './demo-accounts';
import { DEMO_AUCTIONS, type DemoAuction } from './demo-auctions';
import { placeOf } from './demo-places';
import { pinCoordinates } from '../../modules/maps/pin-coordinates';
import { seedDocuments, type PaperFacts } from './seed-documents';
import { planBids, rngFrom } from './plan-bids';
import { seedMoney, utr, winnerFor, type MoneyPlan } from './seed-money';
import { PROPERTY_IMAGES, PROPERTY_IMAGES_DIR } from './property-images';

export type SeedSummary = { users: number; auctions: number; bids: number; images: number; documents: number };

/** The seeded accounts, printed by main.ts at start and listed in the README. */
export const DEMO_SIGN_INS: { label: string; email: string; password: string }[] = DEMO_ACCOUNTS.map((a) => ({
  label: a.label,
  email: a.email,
  password: SEED_PASSWORD,
}));

// Any constant will do; it only has to be the same for every process seeding this database.
const SEED_LOCK_KEY = 0x6e65656c;

/** The reason a demo account was suspended or rejected: its profile and its notice say the same (decision 042). */
const reasonOf = (key: AccountKey) => DEMO_ACCOUNTS.find((a) => a.key === key)?.profile.statusReason ?? null;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const longDate = (d: Date) => formatIstDate(d, 'default', { language: 'en' });

/**
 * Seeds the demo world when the database has no users yet; returns null otherwise.
 * Everything goes in one transaction, so a crash half-way leaves an empty database that seeds
 * again on the next start (image files written before the crash stay behind, unreferenced).
 * All times are relative to `now`, so a fresh start always has live auctions.
 */
export async function seedIfEmpty(
  db: Db,
  opts: {
    media: MediaStore;
    /** Where each listing's sale notice and reports are stored (decision 041). */
    documents: DocumentsStore;
    /** The bidders' aliases in the seeded bid logs (decision 038): the server's, so a seeded bidder who bids again keeps theirs. */
    aliases: BidderAliases;
    now?: Date;
    holidays?: ReadonlySet<string>;
    onSeeding?: () => void;
  },
): Promise<SeedSummary | null> {
  if (await hasUsers(db)) return null;
  return db.transaction(async (tx) => {
    // NOTE: two servers starting together on one PostgreSQL would otherwise both seed.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasUsers(tx)) return null;
    opts.onSeeding?.();
    return seedWorld(tx, opts.media, opts.documents, opts.aliases, opts.now ?? new Date(), opts.holidays ?? new Set(DEFAULT_HOLIDAYS));
  });
}

async function hasUsers(db: Db | Tx): Promise<boolean> {
  return (await accountsRepository.countUsers(db)) > 0;
}

type AuctionPlan = MoneyPlan & { createdAt: Date };

async function seedWorld(
  tx: Tx,
  media: MediaStore,
  documentStore: DocumentsStore,
  aliases: BidderAliases,
  now: Date,
  holidays: ReadonlySet<string>,
): Promise<SeedSummary> {
  const rng = rngFrom(20_26);
  const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE_MS);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

  // ---------------------------------------------------------------- accounts
  const ids = {} as Record<AccountKey, string>;
  const registered = {} as Record<AccountKey, Date>;
  const approved = {} as Record<AccountKey, Date | null>;
  // The admin comes first in DEMO_ACCOUNTS: the others record it as their approver.
  for (const account of DEMO_ACCOUNTS) {
    const createdAt = daysAgo(account.registeredDaysAgo);
    const wasApproved = ['verified', 'suspended'].includes(account.profile.verificationStatus);
    const approvedAt = wasApproved && account.key !== 'admin' ? new Date(createdAt.getTime() + DAY_MS / 2) : null;
    const id = await insertAccount(tx, {
      createdAt,
      email: account.email,
      name: account.name,
      password: SEED_PASSWORD,
      roles: account.roles,
      profile: {
        ...account.profile,
        fullName: account.name,
        approvedBy: approvedAt ? ids.admin : null,
        approvedAt,
        createdAt,
        updatedAt: approvedAt ?? createdAt,
      },
    });
    ids[account.key] = id;
    registered[account.key] = createdAt;
    approved[account.key] = approvedAt;
  }

  // ---------------------------------------------------------------- auctions and their bids
  const plans: AuctionPlan[] = DEMO_AUCTIONS.map((spec) => {
    const start = at(spec.startMin);
    const end = at(spec.endMin);
    const increment = spec.bidIncrement ?? DEFAULT_BID_INCREMENT;
    const biddable = spec.status === 'live' || spec.status === 'ended';
    // Bids stop short of the soft-close window, so none of them should have moved the end time.
    const lastBidBy = new Date(Math.min(now.getTime(), end.getTime() - SOFT_CLOSE_WINDOW_S * 1000) - MINUTE_MS);
    const planned =
      biddable && spec.bids
        ? planBids(rng, {
            count: spec.bids.count,
            bidders: BIDDER_KEYS,
            leader: spec.bids.leader,
            startingBid: spec.startingBid,
            increment,
            from: new Date(start.getTime() + 5 * MINUTE_MS),
            to: lastBidBy,
          })
        : [];
    const listedAgo = spec.status === 'draft' ? (2 + rng() * 30) * 60 : (2 + rng() * 6) * 24 * 60;
    const createdAt = new Date(Math.min(start.getTime(), now.getTime()) - listedAgo * MINUTE_MS);
    return { spec, id: randomUUID(), start, end, createdAt, emd: emdFor(spec.startingBid), bids: planned };
  });

  for (const plan of plans) {
    const { spec, bids: planned } = plan;
    const last = planned.at(-1);
    const ended = spec.status === 'ended';
    await auctionsRepository.insert(tx, {
      id: plan.id,
      title: spec.title,
      description: describe(spec, now),
      location: spec.location,
      address: spec.address,
      ...placeOf(spec.location, spec.address),
      // Placed at its PIN code's point, as a listing saved without one is (decision 056).
      ...pinCoordinates(placeOf(spec.location, spec.address).pinCode),
      propertyType: spec.propertyType,
      category: spec.category,
      areaSqFt: spec.areaSqFt,
      startingBid: spec.startingBid,
      reservePrice: spec.reservePrice,
      emdAmount: plan.emd,
      bidIncrement: spec.bidIncrement ?? DEFAULT_BID_INCREMENT,
      startTime: plan.start,
      endTime: plan.end,
      featured: spec.featured ?? false,
      status: spec.status,
      currentBid: last?.amount ?? spec.startingBid,
      bidCount: planned.length,
      biddersCount: new Set(planned.map((b) => b.bidder)).size,
      winnerId: ended && last && winnerFor(spec) ? ids[last.bidder] : null,
      ...noticeOf(spec, plan.start, now),
      createdBy: ids[spec.seller],
      createdAt: plan.createdAt,
      updatedAt: ended ? plan.end : (last?.at ?? plan.createdAt),
    });
    if (planned.length > 0) {
      await bidsRepository.insertMany(
        tx,
        planned.map((b) => ({
          auctionId: plan.id,
          userId: ids[b.bidder],
          amount: b.amount,
          // Spec §4: the bids of an ended auction are completed.
          status: ended ? ('completed' as const) : ('active' as const),
          createdAt: b.at,
        })),
      );
    }
  }

  // The public bid log of every auction with bids (decision 020); closed ones are sealed on first read.
  await logHistory(tx, now, aliases);

  const imageCount = await storeImages(tx, media, plans);
  const documentCount = await seedDocuments(
    tx,
    documentStore,
    plans.map((p) => papersFacts(p, ids, now)),
  );

  // ---------------------------------------------------------------- a little life
  const byKey = new Map(plans.map((p) => [p.spec.key, p]));
  const plan = (key: string) => {
    const p = byKey.get(key);
    if (!p) throw new Error(`seed: no auction ${key}`);
    return p;
  };

  const notes: NewNotification[] = [];
  // NOTE: the demo's history reads the same catalogue as live events (NOTIFICATION_TEXTS).
  const notify = (who: AccountKey, text: NotificationNote, createdAt: Date, read: boolean, auctionId?: string) =>
    notes.push({
      userId: ids[who],
      title: text.title,
      message: text.message,
      read,
      createdAt,
      data: bellData(text, auctionId),
    });

  for (const key of BIDDER_KEYS) notify(key, NOTIFICATION_TEXTS.accountApproved({ withEmd: true }), approved[key]!, true);
  notify('kiran', NOTIFICATION_TEXTS.accountApproved(), approved.kiran!, true);
  notify('amit', NOTIFICATION_TEXTS.accountSuspended(reasonOf('amit')), daysAgo(3), false);
  notify('deepak', NOTIFICATION_TEXTS.accountRejected(reasonOf('deepak')), daysAgo(4), false);
  const kiranPaidAt = new Date(now.getTime() - 5 * 60 * MINUTE_MS);
  notify('kiran', NOTIFICATION_TEXTS.emdSubmitted(1_000_000), kiranPaidAt, false);
  notify('pooja', NOTIFICATION_TEXTS.welcome(), registered.pooja, false);
  notify('pendingVendor', NOTIFICATION_TEXTS.welcome(true), registered.pendingVendor, false);

  for (const p of plans) {
    const { spec, bids: planned } = p;
    const last = planned.at(-1);
    const previous = planned.at(-2);
    if (spec.status === 'live' && last && previous) {
      notify(previous.bidder, NOTIFICATION_TEXTS.outbid(spec.title, last.amount), last.at, false, p.id);
    }
    if (spec.status === 'draft' && spec.seller !== 'admin') {
      notify(spec.seller, NOTIFICATION_TEXTS.auctionSubmitted(spec.title), p.createdAt, false, p.id);
    }
  }
  // Wallets, holds and the sale of every ended auction, with what their parties were told.
  notes.push(...(await seedMoney(tx, { ids, registered, approved, plans, now, holidays })));
  await notificationsRepository.insertPast(tx, notes);

  const watched: [AccountKey, string[]][] = [
    ['rahul', ['andheri-2bhk', 'powai-apartment', 'koregaon-villa', 'worli-sea-view']],
    ['sneha', ['ghodbunder-3bhk', 'wagholi-plot', 'baner-row-house']],
    ['arjun', ['hinjewadi-office', 'chakan-factory', 'bkc-office']],
    ['fatima', ['bhiwandi-warehouse', 'satpur-warehouse', 'lower-parel-office']],
    ['kiran', ['andheri-2bhk', 'dindori-vineyard', 'gangapur-plot', 'mulshi-farm']],
    // A buyer waiting for approval who follows the bank's flat: the bank's officers may approve her (decision 037).
    ['pooja', ['andheri-2bhk']],
  ];
  await watchlistRepository.insertMany(
    tx,
    watched.flatMap(([who, keys]) =>
      keys.map((key) => {
        const since = Math.max(plan(key).createdAt.getTime(), registered[who].getTime()) + DAY_MS / 4;
        return { userId: ids[who], auctionId: plan(key).id, createdAt: new Date(Math.min(since, now.getTime() - MINUTE_MS)) };
      }),
    ),
  );

  const reminded: [AccountKey, string][] = [
    ['rahul', 'worli-sea-view'],
    ['sneha', 'baner-row-house'],
    ['sneha', 'gangapur-plot'],
    ['arjun', 'bkc-office'],
    ['arjun', 'wagle-office'],
    ['kiran', 'gangapur-plot'],
    ['kiran', 'mulshi-farm'],
  ];
  await remindersRepository.insertMany(
    tx,
    reminded.map(([who, key]) => ({ userId: ids[who], auctionId: plan(key).id, createdAt: daysAgo(1) })),
  );

  // EMD deposits: the verified ones behind each wallet, one rejected, and one waiting for review.
  await emdRepository.insertMany(tx, [
    {
      userId: ids.amit,
      ...sourceOf('amit'),
      utrReference: utr('KKBK', daysAgo(5), 20_117_004),
      amount: 100_000,
      status: 'rejected',
      rejectionReason: 'The amount credited does not match the UTR reference given.',
      reviewedBy: ids.admin,
      reviewedAt: daysAgo(4),
      createdAt: daysAgo(5),
    },
    {
      userId: ids.kiran,
      ...sourceOf('kiran'),
      utrReference: utr('SBIN', kiranPaidAt, 123_456),
      amount: 1_000_000,
      status: 'pending',
      createdAt: kiranPaidAt,
    },
  ]);

  return {
    users: DEMO_ACCOUNTS.length,
    auctions: plans.length,
    bids: plans.reduce((n, p) => n + p.bids.length, 0),
    images: imageCount,
    documents: documentCount,
  };
}

/**
 * Stores each auction's gallery through the media store and records it in auction_images.
 * NOTE: re-encoding one 1600 px image takes about half a second here, so each bundled picture is
 * encoded once and its variants are copied for the other auctions that use it. Every auction still
 * gets files of its own under its own folder, as an upload would.
 */
async function storeImages(tx: Tx, media: MediaStore, plans: AuctionPlan[]): Promise<number> {
  const labels = new Map<string, string>(PROPERTY_IMAGES.map((i) => [i.file, i.label]));
  const jobs = plans.flatMap((p) => p.spec.images.map((file, order) => ({ auctionId: p.id, file, order })));

  const firstUse = new Map<string, (typeof jobs)[number]>();
  for (const j of jobs) if (!firstUse.has(j.file)) firstUse.set(j.file, j);
  const originals = new Map<string, StoredImage>();
  await runPool([...firstUse.values()], 2, async (j) => {
    originals.set(j.file, await media.saveAuctionImage(j.auctionId, await readFile(path.join(PROPERTY_IMAGES_DIR, j.file))));
  });

  const rows: NewAuctionImageRow[] = [];
  await runPool(jobs, 4, async (j) => {
    const original = originals.get(j.file)!;
    const stored = firstUse.get(j.file) === j ? original : await media.copyAuctionImage(original, j.auctionId);
    rows.push({
      auctionId: j.auctionId,
      imageUrl: stored.imageUrl,
      thumbUrl: stored.thumbUrl,
      storageKey: stored.storageKey,
      width: stored.width,
      height: stored.height,
      isPrimary: j.order === 0,
      displayOrder: j.order,
      caption: labels.get(j.file) ?? null,
    });
  });
  await auctionImagesRepository.insert(tx, rows);
  return rows.length;
}

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
}

/** What a listing's papers say: the listing, its sale notice's fields and its seller; uploaded a few minutes after it was listed and published an hour later. */
function papersFacts(p: AuctionPlan, ids: Record<AccountKey, string>, now: Date): PaperFacts {
  const { spec } = p;
  const place = placeOf(spec.location, spec.address);
  const notice = noticeOf(spec, p.start, now);
  const seller = DEMO_ACCOUNTS.find((a) => a.key === spec.seller)!;
  const uploadedAt = new Date(p.createdAt.getTime() + 10 * MINUTE_MS);
  const reviewedAt = new Date(Math.min(uploadedAt.getTime() + 60 * MINUTE_MS, now.getTime() - MINUTE_MS));
  const officer = spec.recovery ? OFFICERS[spec.seller] : undefined;
  return {
    auctionId: p.id,
    title: spec.title,
    address: spec.address,
    district: place.district,
    state: place.state,
    propertyType: spec.propertyType,
    areaSqFt: spec.areaSqFt,
    seller: { name: seller.profile.companyName ?? seller.name, userId: ids[spec.seller], kind: spec.seller },
    officer: officer ?? null,
    recovery: spec.recovery ?? null,
    startingBid: spec.startingBid,
    emd: p.emd,
    bidIncrement: spec.bidIncrement ?? DEFAULT_BID_INCREMENT,
    start: p.start,
    end: p.end,
    emdCutoff: notice.emdCutoff,
    inspectionFrom: notice.inspectionFrom,
    inspectionTo: notice.inspectionTo,
    saleNoticeDate: notice.saleNoticeDate,
    encumbrances: notice.encumbrances,
    uploadedAt,
    reviewedAt: new Date(Math.max(reviewedAt.getTime(), uploadedAt.getTime())),
    reviewedBy: ids.admin,
  };
}

/** The officer who signs a lender's sale notice and shows the property; an owner sells without one. */
const OFFICERS: Partial<Record<DemoAuction['seller'], { name: string; phone: string }>> = {
  bank: { name: 'Prakash Kulkarni, Chief Manager', phone: '9820456712' },
  arc: { name: 'Anjali Deshpande, Vice President', phone: '9833312456' },
};

/** The IST date `days` after an IST date. */
const addIstDays = (date: string, days: number) => istDate(new Date(istMidnight(date).getTime() + days * DAY_MS + 12 * 3_600_000));

/**
 * What the sale notice says besides the listing: published `noticeDays` (40) before the start, an EMD
 * cut-off, possession, an inspection window (11 am to 5 pm IST) of four days the week before the start,
 * the authorised officer and the known encumbrances.
 * NOTE: the demo's upcoming auctions start within days, when that week has passed: one starting two days
 * or more from now is shown from tomorrow until the day before it starts, so a buyer can request a site
 * visit in the demo (issue 30).
 */
function noticeOf(spec: DemoAuction, start: Date, now: Date) {
  const visitable = start.getTime() - now.getTime() >= 2 * DAY_MS;
  const inspectionDay = istDate(new Date(visitable ? now.getTime() + DAY_MS : start.getTime() - 7 * DAY_MS));
  const lastDay = visitable ? istDate(new Date(start.getTime() - DAY_MS)) : addIstDays(inspectionDay, 3);
  const officer = spec.recovery ? OFFICERS[spec.seller] : undefined;
  return {
    saleNoticeDate: istDate(new Date(start.getTime() - (spec.noticeDays ?? 40) * DAY_MS)),
    emdCutoff: spec.emdCutoffMin === undefined ? null : new Date(now.getTime() + spec.emdCutoffMin * MINUTE_MS),
    possession: spec.recovery?.possession ?? null,
    inspectionFrom: new Date(istMidnight(inspectionDay).getTime() + 11 * 60 * MINUTE_MS),
    inspectionTo: new Date(istMidnight(lastDay).getTime() + 17 * 60 * MINUTE_MS),
    authorisedOfficerName: officer?.name ?? null,
    authorisedOfficerPhone: officer?.phone ?? null,
    encumbrances: spec.encumbrances ?? (spec.recovery ? 'None known to the secured creditor.' : null),
  };
}

/** EMD is about a tenth of the starting bid, rounded to ₹10,000 as sale notices do. */
function emdFor(startingBid: number): number {
  return Math.max(10_000, Math.round(startingBid / 10 / 10_000) * 10_000);
}

function describe(spec: DemoAuction, now: Date): string {
  const paragraphs = [spec.about, spec.setting];
  const sellerName = DEMO_ACCOUNTS.find((a) => a.key === spec.seller)?.profile.companyName;
  if (spec.recovery && sellerName) {
    const lender = sellerName.replace(/ – .*$/, '');
    const possessionDate = longDate(new Date(now.getTime() - 95 * DAY_MS));
    const duesDate = longDate(new Date(now.getTime() - 120 * DAY_MS));
    const securedBy =
      spec.seller === 'arc'
        ? `The property secures a loan that was assigned to ${lender}, acting as trustee, whose Authorised Officer`
        : `The property is mortgaged to ${lender}, whose Authorised Officer`;
    const borrowers = spec.recovery.borrower.includes(' and ') ? 'borrowers' : 'borrower';
    paragraphs.push(
      `Sale notice under the Securitisation and Reconstruction of Financial Assets and Enforcement of Security Interest Act, 2002 (SARFAESI) read with Rules 8 and 9 of the Security Interest (Enforcement) Rules, 2002. ${securedBy} took ${spec.recovery.possession} possession on ${possessionDate} for recovery of ${inr.format(spec.recovery.dues)} due as on ${duesDate}, with further interest and costs, from ${spec.recovery.borrower} (${borrowers}). It is sold on an "as is where is", "as is what is" and "whatever there is" basis.`,
      'Bidders must satisfy themselves about the title, extent and condition of the property and any statutory dues (property tax, society maintenance, electricity) before bidding; the Authorised Officer accepts no liability for them. The successful bidder pays 25% of the sale price, less the EMD, on the next working day and the balance within 15 days. Inspection by appointment; the sale notice, valuation report and title search report are available from the Authorised Officer.',
    );
  } else {
    paragraphs.push(
      spec.propertyType === 'Agricultural'
        ? 'Offered by the owner with a clear title: the 7/12 extract, 8A and mutation entries are in the owner\u2019s name and free of encumbrances. Stamp duty and registration charges are paid by the buyer; possession is handed over on receipt of the full price.'
        : 'Offered by the owner with a clear and marketable title, free of loans and encumbrances; the agreement, Index II and tax receipts can be inspected by appointment. Stamp duty and registration charges are paid by the buyer; possession is handed over on receipt of the full price.',
    );
  }
  if (spec.note) paragraphs.push(spec.note);
  return paragraphs.join('\n\n');
}
