import { slotHours, type InspectionSlot } from '@shared/domain/inspection';

const two = (n: number) => String(n).padStart(2, '0');

/** "10:00–12:00": a slot's hours on the 24-hour clock, the same in every language (IST). */
export function slotLabel(slot: InspectionSlot): string {
  const { from, to } = slotHours(slot);
  return `${two(from)}:00–${two(to)}:00`;
}
