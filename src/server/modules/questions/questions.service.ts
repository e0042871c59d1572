import { canManageAuction, isAdmin } from '../../../shared/domain/access';
import { note } from '../../../shared/messages/notifications';
import {
  QUESTION_MESSAGES,
  QUESTIONS_PER_HOUR,
  type Question,
  type QuestionList,
  type UnansweredQuestionList,
} from '../../../shared/schemas/question';
import type { Db } from '../../db/client';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { requireAdmin, requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { isUuid } from '../../lib/security/ids';
import type { AuditService } from '../audit/audit.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { WatchlistService } from '../watchlist/watchlist.service';
import { questionsRepository, type QuestionRow } from './questions.repository';

const HOUR_MS = 3_600_000;
/** Unanswered questions a seller's list shows at most. */
const UNANSWERED_LIMIT = 100;

class TooManyQuestionsError extends AppError {
  constructor() {
    super(429, 'TOO_MANY_QUESTIONS', QUESTION_MESSAGES.tooMany);
  }
}

const toDto = (row: QuestionRow, viewerId: string | null): Question => ({
  id: row.id,
  auctionId: row.auctionId,
  question: row.question,
  answer: row.answer,
  askedAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
  hidden: row.hidden,
  mine: row.askedBy === viewerId,
});

/**
 * Questions to the authorised officer (issue 30): a signed-in user asks while the auction is open, its
 * seller or an admin answers (answers stay and show after the close), answered questions are public
 * without the asker's name, the asker and the auction's watchers are told of an answer, and an admin may
 * hide a question.
 */
export function createQuestionsService({
  db,
  catalogue,
  watchlist,
  notifications,
  audit,
  clock = () => new Date(),
}: {
  db: Db;
  catalogue: Pick<CatalogueService, 'view'>;
  watchlist: Pick<WatchlistService, 'watchersOf'>;
  notifications: Pick<NotificationsService, 'create' | 'announce'>;
  audit: Pick<AuditService, 'record'>;
  clock?: () => Date;
}) {
  async function questionOf(id: string) {
    const row = isUuid(id) ? await questionsRepository.findById(db, id) : null;
    if (!row) throw new NotFoundError(QUESTION_MESSAGES.notFound);
    return row;
  }

  return {
    async list(actor: Actor | null, auctionId: string): Promise<QuestionList> {
      const auction = await catalogue.view(actor, auctionId);
      const manages = canManageAuction(actor, auction);
      const rows = await questionsRepository.forAuction(db, auction.id, { manages, askerId: actor?.userId ?? null });
      return { items: rows.map((r) => toDto(r, actor?.userId ?? null)), manages };
    },

    async ask(actorOrNull: Actor | null, auctionId: string, question: string): Promise<Question> {
      const actor = requireSignedIn(actorOrNull, QUESTION_MESSAGES.signInRequired);
      const auction = await catalogue.view(actor, auctionId);
      if (auction.createdBy === actor.userId) throw new ForbiddenError(QUESTION_MESSAGES.ownListing);
      if (auction.status === 'ended' || auction.status === 'cancelled')
        throw new ConflictError(QUESTION_MESSAGES.closed, 'QUESTIONS_CLOSED');
      const now = clock();
      if ((await questionsRepository.askedSince(db, actor.userId, new Date(now.getTime() - HOUR_MS))) >= QUESTIONS_PER_HOUR)
        throw new TooManyQuestionsError();
      return toDto(await questionsRepository.insert(db, { auctionId: auction.id, askedBy: actor.userId, question }), actor.userId);
    },

    async answer(actorOrNull: Actor | null, id: string, answer: string): Promise<Question> {
      const actor = requireSignedIn(actorOrNull);
      const before = await questionOf(id);
      const auction = await catalogue.view(actor, before.auctionId);
      if (!canManageAuction(actor, auction)) throw new ForbiddenError(QUESTION_MESSAGES.answerForbidden);
      const { row, created } = await db.transaction(async (tx) => {
        const row = (await questionsRepository.answer(tx, id, answer, actor.userId))!;
        await audit.record(tx, actor, {
          action: 'question.answer',
          objectType: 'auction',
          objectId: auction.id,
          before: { label: auction.title },
          after: { label: auction.title },
        });
        // The first answer is news to the asker and the watchers; a correction to it is not.
        if (before.answer !== null) return { row, created: [] };
        const watchers = await watchlist.watchersOf(tx, auction.id);
        const told = new Set([before.askedBy, ...watchers]);
        told.delete(actor.userId);
        const drafts = [...told].map((userId) => ({
          ...note('questionAnswered', { title: auction.title, asker: userId === before.askedBy }),
          userId,
          auctionId: auction.id,
        }));
        return { row, created: drafts.length ? await notifications.create(tx, drafts) : [] };
      });
      notifications.announce(created);
      return toDto(row, actor.userId);
    },

    async setHidden(actorOrNull: Actor | null, id: string, hidden: boolean): Promise<Question> {
      const actor = requireAdmin(actorOrNull);
      const before = await questionOf(id);
      const { title } = await catalogue.view(actor, before.auctionId);
      const row = await db.transaction(async (tx) => {
        const row = (await questionsRepository.setHidden(tx, id, hidden))!;
        await audit.record(tx, actor, {
          action: 'question.hide',
          objectType: 'auction',
          objectId: before.auctionId,
          before: { label: title, hidden: before.hidden },
          after: { label: title, hidden },
        });
        return row;
      });
      return toDto(row, actor.userId);
    },

    async unanswered(actorOrNull: Actor | null): Promise<UnansweredQuestionList> {
      const actor = requireSignedIn(actorOrNull);
      if (!isAdmin(actor) && actor.role !== 'vendor') throw new ForbiddenError();
      const rows = await questionsRepository.unanswered(db, isAdmin(actor) ? null : actor.userId, UNANSWERED_LIMIT);
      return { items: rows.map((r) => ({ ...toDto(r.question, actor.userId), auctionTitle: r.auctionTitle })) };
    },
  };
}
export type QuestionsService = ReturnType<typeof createQuestionsService>;
