import { randomUUID } from 'node:crypto';
import type { EmdEntryKind, EmdHoldStatus, SaleStage } from '../../../shared/domain/constants';
import { balanceAmount, balanceDue, depositAmount, depositDue, RESERVE_DECISION_HOURS } from '../../../shared/domain/sale';
import { bellData } from '../../../shared/messages/notifications';
import { NOTIFICATION_TEXTS, type NotificationNote } from '../../../shared/schemas/notification';
import { accountsRepository } from '../../modules/accounts/accounts.repository';
import { emdWalletRepository, type LedgerEntry } from '../../modules/emd/emd-wallet.repository';
import { emdRepository } from '../../modules/emd/emd.repository';
import type { NewNotification } from '../../modules/notifications/notifications.repository';
import { certificateNumberOf } from '../../modules/sales/sale-certificate';
import { salesRepository } from '../../modules/sales/sales.repository';
import type { Tx } from '../client';
import { BIDDER_KEYS, sourceOf, type AccountKey, type BidderKey } from './demo-accounts';
import type { DemoAuction } from './demo-auctions';
import type { PlannedBid } from './plan-bids';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** What each bidder deposited beyond the EMDs they went on to hold, so their wallets show money available. */
const SPARE = 1_000_000;
const LAKH = 100_000;

export type MoneyPlan = {
  spec: DemoAuction;
  id: string;
  start: Date;
  end: Date;
  emd: number;
  bids: PlannedBid<BidderKey>[];
};

export type MoneyWorld = {
  ids: Record<AccountKey, string>;
  registered: Record<AccountKey, Date>;
  approved: Record<AccountKey, Date | null>;
  plans: MoneyPlan[];
  now: Date;
  holidays: ReadonlySet<string>;
};

/** An RTGS-style UTR: bank code, R, channel digit, date, serial (22 characters). */
export function utr(bank: string, date: Date, serial: number): string {
  const ymd = date.toISOString().slice(0, 10).replaceAll('-', '');
  return `${bank}R5${ymd}${String(serial).padStart(8, '0')}`;
}

/** The winner an ended auction records for its sale's stage: the highest bidder while the sale stands, nobody otherwise. */
export function winnerFor(spec: DemoAuction): boolean {
  return !!spec.sale && spec.sale !== 'forfeited' && spec.sale !== 'reserve_not_met';
}

/**
 * The money of the demo world (decision 014), written through the owners' repositories: every
 * bidder's EMD wallet as ledger entries (a verified deposit, a hold per auction joined, and its
 * release, application or forfeiture), the profiles' EMD figures that mirror it, a withdrawal paid and
 * one waiting, and one sale per ended auction at a different stage each, with its payments. Returns
 * the notifications the parties would have been sent along the way.
 */
export async function seedMoney(tx: Tx, world: MoneyWorld): Promise<NewNotification[]> {
  const { ids, plans, now } = world;
  const notes: NewNotification[] = [];
  const notify = (who: string, text: NotificationNote, at: Date, auctionId: string) =>
    notes.push({
      userId: who,
      title: text.title,
      message: text.message,
      createdAt: at,
      read: at.getTime() < now.getTime() - DAY_MS,
      data: bellData(text, auctionId),
    });

  const ledger: (LedgerEntry & { at: Date })[] = [];
  const holds: { auctionId: string; userId: string; amount: number; status: EmdHoldStatus; createdAt: Date; updatedAt: Date }[] = [];
  const joinedBy = new Map<BidderKey, number>();

  const banks: Record<BidderKey, string> = { rahul: 'HDFC', sneha: 'SBIN', arjun: 'ICIC', fatima: 'UTIB' };
  let serial = 30_000_000;
  const nextUtr = (bank: string, at: Date) => utr(bank, at, (serial += 7_919));

  for (const plan of plans) {
    const { spec, bids } = plan;
    const participants = new Set<BidderKey>([...bids.map((b) => b.bidder), ...(spec.joined ?? [])]);
    const top = bids.at(-1);
    const sale = spec.status === 'ended' && top ? timelineOf(plan, top, world) : null;
    for (const who of participants) {
      const userId = ids[who];
      const first = bids.find((b) => b.bidder === who)?.at ?? now;
      const joinedAt = new Date(Math.min(plan.start.getTime(), first.getTime()) - (spec.joined?.includes(who) ? 2 * HOUR_MS : DAY_MS));
      joinedBy.set(who, (joinedBy.get(who) ?? 0) + plan.emd);
      ledger.push({ userId, auctionId: plan.id, kind: 'hold', availableDelta: -plan.emd, heldDelta: plan.emd, at: joinedAt });
      const settled = settlementOf(plan, who === top?.bidder ? sale : null);
      if (settled) {
        ledger.push({
          userId,
          auctionId: plan.id,
          kind: settled.kind,
          availableDelta: settled.kind === 'release' ? plan.emd : 0,
          heldDelta: -plan.emd,
          reference: settled.reference,
          at: settled.at,
        });
      }
      holds.push({
        auctionId: plan.id,
        userId,
        amount: plan.emd,
        status: settled?.status ?? 'held',
        createdAt: joinedAt,
        updatedAt: settled?.at ?? joinedAt,
      });
    }
    if (spec.status !== 'ended') continue;

    // ---------------------------------------------------------------- the sale after the close
    const seller = ids[spec.seller];
    if (!top || !sale) {
      await salesRepository.insert(tx, {
        auctionId: plan.id,
        stage: 'not_sold',
        reservePrice: spec.reservePrice,
        emdAmount: plan.emd,
        closedAt: plan.end,
        reason: 'No bids were placed.',
      });
      notify(seller, NOTIFICATION_TEXTS.vendorEnded(spec.title, null), plan.end, plan.id);
      continue;
    }
    const buyer = ids[top.bidder];
    for (const loser of new Set(bids.filter((b) => b.bidder !== top.bidder).map((b) => b.bidder))) {
      notify(ids[loser], NOTIFICATION_TEXTS.lost(spec.title, plan.emd), plan.end, plan.id);
    }
    await salesRepository.insert(tx, {
      auctionId: plan.id,
      stage: sale.stage,
      buyerId: buyer,
      price: top.amount,
      reservePrice: spec.reservePrice,
      emdAmount: plan.emd,
      closedAt: plan.end,
      decisionDueAt: sale.decisionDueAt,
      confirmedAt: sale.confirmedAt,
      confirmedBy: sale.confirmedAt ? seller : null,
      depositDueAt: sale.depositDueAt,
      balanceDueAt: sale.balanceDueAt,
      reason: sale.reason,
      completedAt: sale.completedAt,
      certificateNumber: sale.completedAt ? certificateNumberOf(plan.id, sale.completedAt) : null,
      // A payment waits for verification: no reminder to pay it.
      remindedAt: sale.payments.some((p) => p.status === 'pending') ? now : null,
    });
    const reported = [];
    for (const p of sale.payments) {
      const amount = p.kind === 'deposit' ? depositAmount(top.amount, plan.emd) : balanceAmount(top.amount, plan.emd);
      const utrReference = nextUtr(banks[top.bidder], p.at);
      await salesRepository.insertPayment(tx, {
        auctionId: plan.id,
        kind: p.kind,
        amount,
        utrReference,
        status: p.status,
        reviewedBy: p.reviewedAt ? seller : null,
        reviewedAt: p.reviewedAt,
        createdAt: p.at,
      });
      reported.push({ ...p, amount, utrReference });
    }

    const title = spec.title;
    if (sale.stage === 'reserve_not_met') {
      notify(buyer, NOTIFICATION_TEXTS.reserveNotMetBidder(title, top.amount, sale.decisionDueAt!), plan.end, plan.id);
      notify(seller, NOTIFICATION_TEXTS.reserveNotMetSeller(title, top.amount, sale.decisionDueAt!), plan.end, plan.id);
      continue;
    }
    notify(buyer, NOTIFICATION_TEXTS.highestBidder(title, top.amount), plan.end, plan.id);
    notify(seller, NOTIFICATION_TEXTS.sellerConfirm(title, top.amount, !spec.reservePrice), plan.end, plan.id);
    if (!sale.confirmedAt) continue;
    notify(
      buyer,
      NOTIFICATION_TEXTS.saleConfirmed(title, top.amount, depositAmount(top.amount, plan.emd), sale.depositDueAt, sale.balanceDueAt!),
      sale.confirmedAt,
      plan.id,
    );
    for (const p of reported) {
      notify(seller, NOTIFICATION_TEXTS.paymentReported(title, p.amount, p.utrReference), p.at, plan.id);
      if (p.kind === 'deposit' && p.reviewedAt)
        notify(
          buyer,
          NOTIFICATION_TEXTS.depositVerified(title, balanceAmount(top.amount, plan.emd), sale.balanceDueAt!),
          p.reviewedAt,
          plan.id,
        );
    }
    if (sale.completedAt) {
      for (const who of [buyer, seller]) notify(who, NOTIFICATION_TEXTS.saleCompleted(title), sale.completedAt, plan.id);
    }
    if (sale.stage === 'forfeited') {
      notify(buyer, NOTIFICATION_TEXTS.forfeitedBuyer(title), sale.forfeitedAt!, plan.id);
      notify(seller, NOTIFICATION_TEXTS.forfeitedSeller(title), sale.forfeitedAt!, plan.id);
    }
  }

  // ---------------------------------------------------------------- wallets: a deposit first, withdrawals last
  const deposits: Parameters<typeof emdRepository.insertMany>[1] = [];
  const depositOf = {} as Record<BidderKey, string>;
  for (const who of BIDDER_KEYS) {
    const amount = Math.ceil(((joinedBy.get(who) ?? 0) + SPARE) / LAKH) * LAKH;
    const at = new Date(world.registered[who].getTime() + DAY_MS / 4);
    depositOf[who] = randomUUID();
    deposits.push({
      id: depositOf[who],
      userId: ids[who],
      ...sourceOf(who),
      utrReference: nextUtr(banks[who], at),
      amount,
      status: 'verified',
      reviewedBy: ids.admin,
      reviewedAt: world.approved[who] ?? at,
      createdAt: at,
    });
    ledger.push({ userId: ids[who], kind: 'deposit', availableDelta: amount, reference: 'EMD deposit', at });
  }
  // The suspended buyer's EMD stays in their wallet.
  const amitPaid = new Date(world.registered.amit.getTime() + DAY_MS / 4);
  deposits.push({
    userId: ids.amit,
    ...sourceOf('amit'),
    utrReference: nextUtr('KKBK', amitPaid),
    amount: 1_000_000,
    status: 'verified',
    reviewedBy: ids.admin,
    reviewedAt: world.approved.amit ?? amitPaid,
    createdAt: amitPaid,
  });
  ledger.push({ userId: ids.amit, kind: 'deposit', availableDelta: 1_000_000, reference: 'EMD deposit', at: amitPaid });

  // Withdrawals go back to the account a deposit came from (decision 033).
  await emdRepository.insertMany(tx, deposits);
  const toSource = (who: 'arjun' | 'sneha') => {
    const { sourceHolderName, sourceAccount, sourceIfsc } = sourceOf(who);
    return { depositId: depositOf[who], holderName: sourceHolderName, bankAccount: sourceAccount, ifsc: sourceIfsc };
  };
  const paidOut = await emdWalletRepository.insertWithdrawal(tx, {
    userId: ids.arjun,
    amount: 300_000,
    ...toSource('arjun'),
    status: 'paid',
    utrReference: nextUtr('NEEL', new Date(now.getTime() - DAY_MS)),
    reviewedBy: ids.admin,
    reviewedAt: new Date(now.getTime() - DAY_MS),
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });
  const waiting = await emdWalletRepository.insertWithdrawal(tx, {
    userId: ids.sneha,
    amount: 500_000,
    ...toSource('sneha'),
    createdAt: new Date(now.getTime() - 3 * HOUR_MS),
  });
  for (const w of [paidOut, waiting]) {
    ledger.push({ userId: w.userId, kind: 'withdrawal', availableDelta: -w.amount, reference: `withdrawal ${w.id}`, at: w.createdAt });
  }

  await emdWalletRepository.insertHolds(tx, holds);
  await emdWalletRepository.append(
    tx,
    ledger.sort((a, b) => a.at.getTime() - b.at.getTime()),
  );
  // The profile's EMD figures mirror the wallet (paid while it holds money; its balance).
  const balances = new Map<string, number>();
  for (const e of ledger) balances.set(e.userId, (balances.get(e.userId) ?? 0) + (e.availableDelta ?? 0) + (e.heldDelta ?? 0));
  for (const [userId, balance] of balances) {
    await accountsRepository.updateProfile(tx, userId, { emdPaid: balance > 0, emdAmount: balance });
  }
  return notes;
}

type Timeline = {
  stage: SaleStage;
  decisionDueAt: Date | null;
  confirmedAt: Date | null;
  depositDueAt: Date | null;
  balanceDueAt: Date | null;
  completedAt: Date | null;
  forfeitedAt: Date | null;
  reason: string | null;
  payments: { kind: 'deposit' | 'balance'; status: 'pending' | 'verified'; at: Date; reviewedAt: Date | null }[];
};

/** When each step of an ended auction's sale happened, relative to its close. */
function timelineOf(plan: MoneyPlan, top: PlannedBid<BidderKey>, world: MoneyWorld): Timeline {
  const stage = plan.spec.sale;
  if (!stage) throw new Error(`seed: ended auction ${plan.spec.key} has bids but no sale stage`);
  const after = (ms: number) => new Date(plan.end.getTime() + ms);
  const base: Timeline = {
    stage,
    decisionDueAt: null,
    confirmedAt: null,
    depositDueAt: null,
    balanceDueAt: null,
    completedAt: null,
    forfeitedAt: null,
    reason: null,
    payments: [],
  };
  if (stage === 'reserve_not_met') return { ...base, decisionDueAt: after(RESERVE_DECISION_HOURS * HOUR_MS) };
  if (stage === 'awaiting_confirmation') return base;
  const confirmedAt = after(4 * HOUR_MS);
  const terms = {
    ...base,
    confirmedAt,
    depositDueAt: depositAmount(top.amount, plan.emd) > 0 ? depositDue(confirmedAt, world.holidays) : null,
    balanceDueAt: balanceDue(confirmedAt, world.holidays),
  };
  const at = (ms: number) => new Date(confirmedAt.getTime() + ms);
  switch (stage) {
    case 'deposit_due':
      return { ...terms, payments: [{ kind: 'deposit', status: 'pending', at: at(3 * HOUR_MS), reviewedAt: null }] };
    case 'balance_due':
      return { ...terms, payments: [{ kind: 'deposit', status: 'verified', at: at(3 * HOUR_MS), reviewedAt: at(6 * HOUR_MS) }] };
    case 'completed':
      return {
        ...terms,
        completedAt: at(4 * DAY_MS),
        payments: [
          { kind: 'deposit', status: 'verified', at: at(2 * HOUR_MS), reviewedAt: at(5 * HOUR_MS) },
          { kind: 'balance', status: 'verified', at: at(3 * DAY_MS), reviewedAt: at(4 * DAY_MS) },
        ],
      };
    case 'forfeited':
      return {
        ...terms,
        stage,
        forfeitedAt: new Date(terms.depositDueAt!.getTime() + MINUTE_MS),
        reason: 'The 25% deposit was not paid by its deadline.',
      };
  }
}

/** How a participant's hold on an auction ended, if it has: released at the close, applied to the price, or forfeited. */
function settlementOf(
  plan: MoneyPlan,
  sale: Timeline | null,
): { kind: EmdEntryKind; status: Exclude<EmdHoldStatus, 'held'>; at: Date; reference: string } | null {
  if (plan.spec.status !== 'ended') return null;
  if (!sale) return { kind: 'release', status: 'released', at: plan.end, reference: 'auction closed' };
  if (sale.stage === 'completed') return { kind: 'apply', status: 'applied', at: sale.completedAt!, reference: 'sale completed' };
  if (sale.stage === 'forfeited') return { kind: 'forfeit', status: 'forfeited', at: sale.forfeitedAt!, reference: 'deposit not paid' };
  return null;
}
