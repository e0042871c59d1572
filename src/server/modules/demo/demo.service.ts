import { sql } from 'drizzle-orm';
import { DEMO_BUYER_COUNT, DEMO_WALLET } from '../../../shared/domain/constants';
import { DEMO_MESSAGES, type DemoUsersResponse } from '../../../shared/schemas/demo';
import type { Db } from '../../db/client';
import type { Publisher } from '../../realtime/bus';
import type { AccountsService } from '../accounts/accounts.service';
import type { BidsService } from '../bids/bids.service';
import type { EmdWalletService } from '../emd/emd-wallet.service';
import type { SalesService } from '../sales/sales.service';

export const DEMO_PASSWORD = 'demo1234';
const DEMO_NAMES = ['Aarav Demo', 'Diya Demo', 'Kabir Demo', 'Meera Demo'];
/** The advisory lock under which the demo buyers are created ("demo" in ASCII). */
const DEMO_LOCK_KEY = 0x64656d6f;

export const DEMO_BUYERS = DEMO_NAMES.slice(0, DEMO_BUYER_COUNT).map((name, i) => ({
  name,
  email: `demo.buyer${i + 1}@neelami.test`,
  password: DEMO_PASSWORD,
}));

export type DemoServiceDeps = {
  db: Db;
  accounts: Pick<AccountsService, 'insertAccount' | 'idsByEmail' | 'deleteAccounts'>;
  bids: Pick<BidsService, 'removeBidders'>;
  wallet: Pick<EmdWalletService, 'credit'>;
  sales: Pick<SalesService, 'voidForRemovedBuyers'>;
  publisher: Publisher;
};

/** The four demo buyers of /demo-setup: verified, with EMD in their wallets, so they can join a live auction and bid at once. */
export function createDemoService({ db, accounts, bids, wallet, sales, publisher }: DemoServiceDeps) {
  const emails = DEMO_BUYERS.map((u) => u.email);

  async function ensure(): Promise<void> {
    await db.transaction(async (tx) => {
      // NOTE: two resets (or a reset and a create) asked at once would both find the buyers missing and
      // both insert them, and the second would fail on the unique e-mail. Under this lock, held until
      // the commit, the second one finds the first one's buyers and leaves them.
      await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
      const existing = await accounts.idsByEmail(emails, tx);
      const have = new Set(existing.map((r) => r.email));
      for (const u of DEMO_BUYERS) {
        if (have.has(u.email)) continue;
        const id = await accounts.insertAccount(tx, {
          ...u,
          roles: ['buyer'],
          profile: {
            buyerType: 'individual',
            phone: '9800000000',
            verificationStatus: 'verified',
            kycVerified: true,
            approvedAt: new Date(),
          },
        });
        await wallet.credit(tx, id, DEMO_WALLET, 'demo deposit');
      }
    });
  }

  return {
    async createDemoUsers(): Promise<DemoUsersResponse> {
      await ensure();
      return { users: DEMO_BUYERS, message: DEMO_MESSAGES.ready };
    },
    async resetDemoUsers(): Promise<DemoUsersResponse> {
      const ids = (await accounts.idsByEmail(emails)).map((r) => r.id);
      // Cascades remove their sessions, bids, watchlist, reminders, EMD deposits and notifications; the
      // bids service puts right the auctions they had bid on (price, counts, winner) in the same transaction.
      await bids.removeBidders(ids, async (tx) => {
        await sales.voidForRemovedBuyers(tx, ids);
        await accounts.deleteAccounts(tx, ids);
      });
      // Their sessions went with them (by cascade, unseen by Better Auth): every server closes their sockets.
      for (const userId of ids) publisher.publish(`user:${userId}`, 'session.ended', { userId, sessionId: null });
      await ensure();
      return { users: DEMO_BUYERS, message: DEMO_MESSAGES.reset };
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
