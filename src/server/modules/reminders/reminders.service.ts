import { REMINDER_MESSAGES, type ReminderIds } from '../../../shared/schemas/notification';
import type { Db, Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { isUuid } from '../../lib/security/ids';
import type { Publisher } from '../../realtime/bus';
import type { Actor } from '../../lib/security/actor';
import { remindersRepository } from './reminders.repository';
import { AUCTION_MESSAGES } from '../../../shared/messages/auction';

/** "Set Reminder" on an upcoming auction: the owner is notified when it goes live. */
export function createRemindersService({ db, publisher }: { db: Db; publisher: Publisher }) {
  return {
    async ids(actor: Actor): Promise<ReminderIds> {
      return { ids: await remindersRepository.idsForUser(db, actor.userId) };
    },
    async add(actor: Actor, auctionId: string): Promise<{ auctionId: string }> {
      const status = isUuid(auctionId) ? await remindersRepository.auctionStatus(db, auctionId) : null;
      if (!status) throw new NotFoundError(AUCTION_MESSAGES.notFound);
      if (status !== 'upcoming') throw new ConflictError(REMINDER_MESSAGES.upcomingOnly, 'AUCTION_NOT_UPCOMING');
      await remindersRepository.add(db, actor.userId, auctionId);
      publisher.publish(`user:${actor.userId}`, 'reminder.changed', { auctionId, reminding: true });
      return { auctionId };
    },
    /** When the auction goes live (the lifecycle's transaction): who asked to be reminded, each reminder sent once. */
    takeForStart(tx: Executor, auctionId: string): Promise<string[]> {
      return remindersRepository.takeUnsent(tx, auctionId);
    },
    /** Those who set a reminder on the auction (told again when it is about to end). */
    holdersOf(tx: Executor, auctionId: string): Promise<string[]> {
      return remindersRepository.holdersOf(tx, auctionId);
    },
    async remove(actor: Actor, auctionId: string): Promise<void> {
      if (!isUuid(auctionId)) return;
      await remindersRepository.remove(db, actor.userId, auctionId);
      publisher.publish(`user:${actor.userId}`, 'reminder.changed', { auctionId, reminding: false });
    },
  };
}
export type RemindersService = ReturnType<typeof createRemindersService>;
