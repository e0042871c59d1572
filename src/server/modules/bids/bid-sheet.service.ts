import { canReadManagedAuction, ownsAuction } from '../../../shared/domain/access';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';
import { BID_SHEET_MESSAGES, type BidSheet, type BidSheetResult, type BidSheetSignOff } from '../../../shared/schemas/bid-sheet';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotApprovedError, NotFoundError, UnauthenticatedError } from '../../lib/http/errors';
import { vendorNotApprovedMessage } from '../../lib/security/access';
import { isUuid } from '../../lib/security/ids';
import type { Actor } from '../../lib/security/actor';
import type { AuditService } from '../audit/audit.service';
import { bidLogRepository, genesisHash } from './bid-log.repository';
import { bidSheetRepository, type BidSheetAuction, type StandingBid } from './bid-sheet.repository';
import { bidSheetCsv, bidSheetPdf } from './bid-sheet.render';

export type BidSheetServiceDeps = { db: Db; audit: Pick<AuditService, 'record'>; clock?: () => Date };

function resultOf(auction: BidSheetAuction, standing: StandingBid | null): BidSheetResult {
  if (!standing) return 'no_bids';
  return auction.winnerId !== null && auction.winnerId === standing.userId ? 'winner' : 'not_accepted';
}

/** Only the auction's own vendor, approved, signs its sheet off: the seller's officer, for the bank's file. */
function requireSigner(actor: Actor, auction: BidSheetAuction): void {
  if (!ownsAuction(actor, auction)) throw new ForbiddenError(BID_SHEET_MESSAGES.sellerOnly);
  if (actor.profile?.verificationStatus !== 'verified') throw new NotApprovedError(vendorNotApprovedMessage(actor));
}

/**
 * The bid sheet of an ended auction (issue 31, part 4): every entry of its bid log in order with the
 * bidders named, the result and the log's head, for the seller and admins; as JSON for the page, and
 * as the PDF and CSV for the file. The seller signs it off once, against the head of that moment
 * (audited).
 */
export function createBidSheetService({ db, audit, clock = () => new Date() }: BidSheetServiceDeps) {
  /** The auction, if the caller may read its sheet and it has ended. */
  async function readable(actor: Actor | null, auctionId: string): Promise<{ caller: Actor; auction: BidSheetAuction }> {
    if (!actor) throw new UnauthenticatedError();
    const auction = isUuid(auctionId) ? await bidSheetRepository.auction(db, auctionId) : null;
    if (!auction || (auction.status === 'draft' && !canReadManagedAuction(actor, auction)))
      throw new NotFoundError(AUCTION_MESSAGES.notFound);
    if (!canReadManagedAuction(actor, auction)) throw new ForbiddenError(BID_SHEET_MESSAGES.sellerOnly);
    if (auction.status !== 'ended') throw new ConflictError(BID_SHEET_MESSAGES.notEnded, 'AUCTION_NOT_ENDED');
    return { caller: actor, auction };
  }

  async function head(auctionId: string) {
    const found = await bidLogRepository.head(db, auctionId);
    return found ?? { seq: 0, hash: genesisHash(auctionId) };
  }

  async function sheet(actor: Actor | null, auctionId: string): Promise<BidSheet> {
    const { caller, auction } = await readable(actor, auctionId);
    const [rows, standing, logHead, signOff] = await Promise.all([
      bidSheetRepository.rows(db, auctionId),
      bidSheetRepository.standing(db, auctionId),
      head(auctionId),
      bidSheetRepository.signOff(db, auctionId),
    ]);
    return {
      auctionId,
      title: auction.title,
      sellerName: auction.sellerName,
      startTime: auction.startTime.toISOString(),
      closedAt: auction.closedAt.toISOString(),
      reservePrice: auction.reservePrice,
      result: resultOf(auction, standing),
      highestBid: standing?.amount ?? null,
      winnerCode: standing?.bidderCode ?? null,
      winnerName: standing?.bidderName ?? null,
      rows,
      head: logHead,
      signOff,
      canSignOff: signOff === null && ownsAuction(caller, auction) && caller.profile?.verificationStatus === 'verified',
    };
  }

  const fileName = (auctionId: string, ext: string) => `bid-sheet-${auctionId.slice(0, 8).toLowerCase()}.${ext}`;
  const languageOf = (actor: Actor | null, asked: Language | undefined) => asked ?? actor?.profile?.language ?? DEFAULT_LANGUAGE;

  return {
    sheet,

    async csv(actor: Actor | null, auctionId: string, language?: Language): Promise<{ filename: string; csv: string }> {
      const data = await sheet(actor, auctionId);
      return { filename: fileName(auctionId, 'csv'), csv: bidSheetCsv(data, languageOf(actor, language)) };
    },

    async pdf(actor: Actor | null, auctionId: string, language?: Language): Promise<{ filename: string; pdf: Buffer }> {
      const data = await sheet(actor, auctionId);
      return { filename: fileName(auctionId, 'pdf'), pdf: await bidSheetPdf(data, languageOf(actor, language), clock()) };
    },

    async signOff(actor: Actor | null, auctionId: string): Promise<BidSheetSignOff> {
      const { caller, auction } = await readable(actor, auctionId);
      requireSigner(caller, auction);
      const signedAt = clock();
      return db.transaction(async (tx) => {
        const logHead = (await bidLogRepository.head(tx, auctionId)) ?? { seq: 0, hash: genesisHash(auctionId) };
        const signedByName = caller.profile?.fullName?.trim() || caller.name;
        const entry = { auctionId, signedBy: caller.userId, signedByName, headSeq: logHead.seq, headHash: logHead.hash, signedAt };
        if (!(await bidSheetRepository.insertSignOff(tx, entry)))
          throw new ConflictError(BID_SHEET_MESSAGES.alreadySigned, 'BID_SHEET_SIGNED');
        await audit.record(tx, caller, {
          action: 'bid_sheet.sign_off',
          objectType: 'auction',
          objectId: auctionId,
          after: { title: auction.title, headSeq: logHead.seq, headHash: logHead.hash },
        });
        return { signedByName, signedAt: signedAt.toISOString(), headSeq: logHead.seq, headHash: logHead.hash };
      });
    },
  };
}
export type BidSheetService = ReturnType<typeof createBidSheetService>;
