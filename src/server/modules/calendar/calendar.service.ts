import { createHash, randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages';
import type { Auction } from '../../../shared/schemas/auction';
import { CALENDAR_MESSAGES, type CalendarFeed, type NewCalendarFeed } from '../../../shared/schemas/calendar';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/http/errors';
import type { Actor } from '../../lib/security/actor';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { calendarFile, type CalendarVisit } from './calendar-file';
import { calendarRepository, type CalendarAuction } from './calendar.repository';

/** A feed's secret: 32 random bytes, base64url (43 characters); only its SHA-256 is kept. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new feed secret and the hash that is stored of it. */
export function newFeedSecret(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOf(token) };
}

const fromDto = (a: Auction): CalendarAuction => ({
  ...a,
  startTime: new Date(a.startTime),
  endTime: new Date(a.endTime),
  emdCutoff: new Date(a.emdCutoff),
  updatedAt: new Date(a.updatedAt),
});

/**
 * Calendars (issue 30): an auction's own file for "Add to calendar", and each user's private feed of the
 * auctions they watch, set a reminder on or joined, and their accepted site visits, at a secret address
 * they can replace or turn off.
 */
export function createCalendarService({
  db,
  auctions,
  inspections,
  publicUrl,
}: {
  db: Db;
  auctions: Pick<CatalogueService, 'view'>;
  /** The inspections module's accepted visits of a user. */
  inspections?: { acceptedVisits(userId: string): Promise<CalendarVisit[]> };
  publicUrl: string;
}) {
  return {
    /** One auction's file, for whoever may see the auction (a draft is 404 to all but those who manage it). */
    async auctionFile(actor: Actor | null, auctionId: string, language: Language | undefined) {
      const auction = await auctions.view(actor, auctionId);
      const ics = calendarFile([fromDto(auction)], { language: language ?? actor?.profile?.language ?? DEFAULT_LANGUAGE, publicUrl });
      return { ics, filename: `neelami-auction-${auction.id.slice(0, 8)}.ics` };
    },

    async feed(actor: Actor): Promise<CalendarFeed> {
      const feed = await calendarRepository.feedOf(db, actor.userId);
      return { active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
    },

    /** A new secret address for the caller's feed; the one before stops working. */
    async newFeed(actor: Actor): Promise<NewCalendarFeed> {
      const { token, hash } = newFeedSecret();
      const { createdAt } = await calendarRepository.putFeed(db, actor.userId, hash);
      return { url: new URL(`/api/calendar/${token}.ics`, publicUrl).toString(), createdAt: createdAt.toISOString() };
    },

    async stopFeed(actor: Actor): Promise<void> {
      await calendarRepository.deleteFeed(db, actor.userId);
    },

    /** The feed at a secret address (`<token>.ics`): 404 for an address that is not, or no longer, a feed. */
    async feedFile(file: string): Promise<string> {
      const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
      const owner = TOKEN.test(token) ? await calendarRepository.ownerOf(db, hashOf(token)) : null;
      if (!owner) throw new NotFoundError(CALENDAR_MESSAGES.feedNotFound);
      const [followed, visits] = await Promise.all([
        calendarRepository.followedBy(db, owner.userId),
        inspections?.acceptedVisits(owner.userId) ?? [],
      ]);
      return calendarFile(followed, { language: owner.language, publicUrl, visits });
    },
  };
}
export type CalendarService = ReturnType<typeof createCalendarService>;
