import type { AuctionStatus } from './constants';
import { istDate, istMidnight } from './sale';

/**
 * Site inspections (issue 30): a buyer asks to visit a property in one of the fixed two-hour slots of a
 * day inside the sale notice's inspection window. One home for the rules the server decides with and the
 * form mirrors.
 */

/** The visiting slots of a day, in IST: two hours each from 10:00 to 18:00. */
export const INSPECTION_SLOTS = ['10-12', '12-14', '14-16', '16-18'] as const;
export type InspectionSlot = (typeof INSPECTION_SLOTS)[number];

export const INSPECTION_STATUSES = ['requested', 'proposed', 'accepted', 'declined', 'cancelled'] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];
/** A request still waiting on someone: the officer (requested) or the buyer (proposed). */
export const OPEN_INSPECTION_STATUSES = ['requested', 'proposed'] as const satisfies readonly InspectionStatus[];
/** Where a buyer may still cancel: anything not already declined or cancelled. */
export const CANCELLABLE_INSPECTION_STATUSES = ['requested', 'proposed', 'accepted'] as const satisfies readonly InspectionStatus[];

/** At most this many people on one visit, the buyer included. */
export const INSPECTION_PEOPLE_MAX = 5;
/** Requests one buyer may have open or accepted for upcoming visits at once, across all auctions. */
export const OPEN_INSPECTIONS_MAX = 3;
export const INSPECTION_NOTE_MAX = 500;
/** The day-before reminder goes out this long before the visit. */
export const INSPECTION_REMINDER_HOURS = 24;

const HOUR_MS = 3_600_000;

/** The first and last hour (IST) of a slot. */
export function slotHours(slot: InspectionSlot): { from: number; to: number } {
  const [from, to] = slot.split('-').map(Number) as [number, number];
  return { from, to };
}

/** When a slot of an IST date (YYYY-MM-DD) begins and ends. */
export function slotTimes(date: string, slot: InspectionSlot): { start: Date; end: Date } {
  const midnight = istMidnight(date).getTime();
  const { from, to } = slotHours(slot);
  return { start: new Date(midnight + from * HOUR_MS), end: new Date(midnight + to * HOUR_MS) };
}

type Window = { inspectionFrom: string | Date | null; inspectionTo: string | Date | null };

/** True when the whole slot lies inside the auction's inspection window. */
export function slotInWindow(auction: Window, date: string, slot: InspectionSlot): boolean {
  if (!auction.inspectionFrom || !auction.inspectionTo) return false;
  const { start, end } = slotTimes(date, slot);
  return start.getTime() >= new Date(auction.inspectionFrom).getTime() && end.getTime() <= new Date(auction.inspectionTo).getTime();
}

/**
 * The visits one may still ask for: each IST date of the window with its slots that lie inside the
 * window and begin after `now`. Empty when the auction has no window or it has passed.
 */
export function openSlots(auction: Window, now: Date): { date: string; slots: InspectionSlot[] }[] {
  if (!auction.inspectionFrom || !auction.inspectionTo) return [];
  const last = istDate(new Date(auction.inspectionTo));
  const days: { date: string; slots: InspectionSlot[] }[] = [];
  // NOTE: a window of many weeks is not a sale notice's; 60 days bounds the loop.
  for (let d = istDate(new Date(auction.inspectionFrom)), i = 0; d <= last && i < 60; i++) {
    const slots = INSPECTION_SLOTS.filter((s) => slotInWindow(auction, d, s) && slotTimes(d, s).start > now);
    if (slots.length) days.push({ date: d, slots });
    d = istDate(new Date(istMidnight(d).getTime() + 36 * HOUR_MS));
  }
  return days;
}

/** Visits are asked for while the auction is on offer: upcoming or live, never after it closes. */
export function inspectionsOpen(status: AuctionStatus): boolean {
  return status === 'upcoming' || status === 'live';
}
