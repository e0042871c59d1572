import { canReadManagedAuction, documentWriterStanding } from '../../../shared/domain/access';
import type { Language } from '../../../shared/domain/languages';
import { earliestStart, keepsNoticePeriod } from '../../../shared/domain/sale';
import { said } from '../../../shared/messages/define';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';
import { AUCTION_FORM_MESSAGES } from '../../../shared/schemas/auction-form';
import { noticeLanguageOf, SALE_NOTICE_MESSAGES as M, type SaleNotice, type SaleNoticeInput } from '../../../shared/schemas/sale-notice';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '../../lib/http/errors';
import { requireDocumentWriter } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { isUuid } from '../../lib/security/ids';
import type { DocumentsStore } from '../../lib/storage/documents-store';
import type { AuctionsService } from '../auctions/auctions.service';
import type { AuditService } from '../audit/audit.service';
import { documentsRepository } from './documents.repository';
import { renderSaleNotice, SALE_NOTICE_NAMES, type SaleNoticeFacts } from './sale-notice.render';
import { saleNoticeRepository, type NoticeAuction, type SaleNoticeDraftRow } from './sale-notice.repository';

export type SaleNoticeServiceDeps = {
  db: Db;
  store: DocumentsStore;
  audit: Pick<AuditService, 'record'>;
  auctions: Pick<AuctionsService, 'adoptSaleNoticeDate'>;
  clock?: () => Date;
};

/** A notice is prepared and approved before the auction starts: while it is a draft or upcoming. */
const OPEN_STATUSES = new Set(['draft', 'upcoming']);

const languagesOf = (auction: NoticeAuction): Language[] => {
  const local = noticeLanguageOf(auction.state);
  return local ? ['en', local] : ['en'];
};

const nameOf = (actor: Actor) => actor.profile?.fullName?.trim() || actor.name;

function factsOf(auction: NoticeAuction, draft: SaleNoticeDraftRow): SaleNoticeFacts {
  const district = auction.district ?? auction.location;
  return {
    title: auction.title,
    address: auction.address?.trim() || auction.location,
    district,
    state: auction.state ?? '',
    propertyType: auction.propertyType,
    areaSqFt: auction.areaSqFt,
    sellerName: auction.sellerName,
    officer: auction.officerName ? { name: auction.officerName, phone: auction.officerPhone } : null,
    recovery: {
      borrower: draft.borrower,
      securedCreditor: draft.securedCreditor,
      dues: draft.dues,
      duesAsOf: draft.duesAsOf,
      possession: draft.possession,
    },
    reserve: { disclosed: draft.discloseReserve ? auction.reservePrice : null },
    startingBid: auction.startingBid,
    emd: auction.emdAmount,
    bidIncrement: auction.bidIncrement,
    start: auction.startTime,
    end: auction.endTime,
    emdCutoff: auction.emdCutoff,
    inspectionFrom: auction.inspectionFrom,
    inspectionTo: auction.inspectionTo,
    saleNoticeDate: draft.noticeDate,
    encumbrances: auction.encumbrances,
    draft: draft.approvedAt === null,
    untranslatedState: noticeLanguageOf(auction.state) || !auction.state ? null : auction.state,
  };
}

/**
 * The statutory sale notice generated from the listing (issue 31, part 3): one officer prepares its
 * few fields of its own (borrower, dues, possession, the notice's date), everyone who manages the
 * listing previews it as PDFs in English and the state's language, and another officer — never the one
 * who prepared it (maker-checker) — approves it. Approval files the PDFs as the listing's sale-notice
 * documents and makes the notice's date the listing's, under the timeline guard.
 */
export function createSaleNoticeService({ db, store, audit, auctions, clock = () => new Date() }: SaleNoticeServiceDeps) {
  /** The auction, if the caller manages it. Drafts of others are not found; other auctions are refused. */
  async function managed(actor: Actor | null, auctionId: string): Promise<{ caller: Actor; auction: NoticeAuction }> {
    if (!actor) throw new UnauthenticatedError();
    const auction = isUuid(auctionId) ? await saleNoticeRepository.auction(db, auctionId) : null;
    if (!auction || (auction.status === 'draft' && !canReadManagedAuction(actor, auction)))
      throw new NotFoundError(AUCTION_MESSAGES.notFound);
    if (!canReadManagedAuction(actor, auction)) throw new ForbiddenError();
    return { caller: actor, auction };
  }

  /** The caller may still change or approve it: it writes the listing's documents and the auction has not started. */
  function requireOpen(caller: Actor, auction: NoticeAuction): Actor {
    const writer = requireDocumentWriter(caller, auction);
    if (!OPEN_STATUSES.has(auction.status)) throw new ConflictError(M.closed, 'SALE_NOTICE_CLOSED');
    return writer;
  }

  function view(caller: Actor, auction: NoticeAuction, draft: SaleNoticeDraftRow | null): SaleNotice {
    const open = OPEN_STATUSES.has(auction.status) && documentWriterStanding(caller, auction) === 'ok';
    const approved = draft?.approvedAt != null;
    return {
      auctionId: auction.id,
      languages: languagesOf(auction),
      missingLanguageState: auction.state && !noticeLanguageOf(auction.state) ? auction.state : null,
      draft: draft && {
        borrower: draft.borrower,
        securedCreditor: draft.securedCreditor,
        dues: draft.dues,
        duesAsOf: draft.duesAsOf,
        possession: draft.possession,
        discloseReserve: draft.discloseReserve,
        noticeDate: draft.noticeDate,
        preparedBy: { name: draft.preparedByName, at: draft.preparedAt.toISOString() },
        approvedBy: approved ? { name: draft.approvedByName ?? '', at: draft.approvedAt!.toISOString() } : null,
      },
      canPrepare: open && !approved,
      canApprove: open && !!draft && !approved && draft.preparedBy !== caller.userId,
    };
  }

  async function get(actor: Actor | null, auctionId: string): Promise<SaleNotice> {
    const { caller, auction } = await managed(actor, auctionId);
    return view(caller, auction, await saleNoticeRepository.draft(db, auctionId));
  }

  return {
    get,

    async prepare(actor: Actor | null, auctionId: string, input: SaleNoticeInput): Promise<SaleNotice> {
      const { caller, auction } = await managed(actor, auctionId);
      const maker = requireOpen(caller, auction);
      // The timeline guard (decision 014) holds for the notice's date from the moment it is prepared.
      if (!keepsNoticePeriod({ saleNoticeDate: input.noticeDate, isResale: auction.isResale }, auction.startTime)) {
        const earliest = earliestStart(input.noticeDate, auction.isResale);
        throw ValidationError.at(
          'noticeDate',
          AUCTION_FORM_MESSAGES.noticePeriod(earliest),
          said('auctionForm.noticePeriod', { date: earliest.toISOString() }),
        );
      }
      await db.transaction(async (tx) => {
        const current = await saleNoticeRepository.draft(tx, auctionId, { lock: true });
        if (current?.approvedAt) throw new ConflictError(M.alreadyApproved, 'SALE_NOTICE_APPROVED');
        const preparedAt = clock();
        await saleNoticeRepository.save(tx, {
          auctionId,
          ...input,
          preparedBy: maker.userId,
          preparedByName: nameOf(maker),
          preparedAt,
        });
        await audit.record(tx, maker, {
          action: 'sale_notice.prepare',
          objectType: 'auction',
          objectId: auctionId,
          after: { title: auction.title, ...input },
        });
      });
      return get(actor, auctionId);
    },

    async pdf(actor: Actor | null, auctionId: string, language: Language = 'en'): Promise<{ filename: string; pdf: Buffer }> {
      const { auction } = await managed(actor, auctionId);
      const draft = await saleNoticeRepository.draft(db, auctionId);
      if (!draft) throw new NotFoundError(M.notPrepared);
      if (!languagesOf(auction).includes(language)) throw new NotFoundError(M.languageUnavailable);
      const filename = `sale-notice-${auctionId.slice(0, 8).toLowerCase()}-${language}.pdf`;
      return { filename, pdf: await renderSaleNotice(factsOf(auction, draft), language) };
    },

    async approve(actor: Actor | null, auctionId: string): Promise<SaleNotice> {
      const { caller, auction } = await managed(actor, auctionId);
      const checker = requireOpen(caller, auction);
      const prepared = await saleNoticeRepository.draft(db, auctionId);
      if (!prepared) throw new NotFoundError(M.notPrepared);
      if (prepared.approvedAt) throw new ConflictError(M.alreadyApproved, 'SALE_NOTICE_APPROVED');
      if (prepared.preparedBy === checker.userId) throw new ForbiddenError(M.makerCannotCheck);

      const approvedAt = clock();
      const approvedFacts = factsOf(auction, { ...prepared, approvedAt });
      const files = await Promise.all(
        languagesOf(auction).map(async (language) => {
          const data = await renderSaleNotice(approvedFacts, language);
          const storageKey = await store.save(auctionId, { mimeType: 'application/pdf', extension: 'pdf', data });
          return { language, storageKey, sizeBytes: data.length };
        }),
      );
      // NOTE: an admin's approval is the platform's review too; a seller's officer's goes to the admins' review as any upload does.
      const byAdmin = checker.role === 'admin';
      try {
        await db.transaction(async (tx) => {
          const current = await saleNoticeRepository.draft(tx, auctionId, { lock: true });
          if (!current || current.approvedAt) throw new ConflictError(M.alreadyApproved, 'SALE_NOTICE_APPROVED');
          if (current.preparedAt.getTime() !== prepared.preparedAt.getTime())
            throw new ConflictError(M.alreadyApproved, 'SALE_NOTICE_APPROVED');
          await auctions.adoptSaleNoticeDate(tx, auctionId, prepared.noticeDate);
          const documentIds: string[] = [];
          for (const file of files) {
            const row = await documentsRepository.insert(tx, {
              auctionId,
              name: SALE_NOTICE_NAMES[file.language],
              type: 'sale_notice',
              category: 'legal',
              storageKey: file.storageKey,
              mimeType: 'application/pdf',
              sizeBytes: file.sizeBytes,
              isPublic: true,
              status: byAdmin ? 'approved' : 'pending',
              uploadedBy: prepared.preparedBy ?? checker.userId,
              ...(byAdmin ? { reviewedBy: checker.userId, reviewedAt: approvedAt } : {}),
            });
            documentIds.push(row.id);
          }
          await saleNoticeRepository.approve(tx, auctionId, { userId: checker.userId, name: nameOf(checker), at: approvedAt });
          await audit.record(tx, checker, {
            action: 'sale_notice.approve',
            objectType: 'auction',
            objectId: auctionId,
            after: { title: auction.title, noticeDate: prepared.noticeDate, preparedBy: prepared.preparedByName, documentIds },
          });
        });
      } catch (err) {
        await Promise.all(files.map((f) => store.remove(f.storageKey)));
        throw err;
      }
      return get(actor, auctionId);
    },
  };
}
export type SaleNoticeService = ReturnType<typeof createSaleNoticeService>;
