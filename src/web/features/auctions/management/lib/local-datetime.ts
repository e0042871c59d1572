import { format } from 'date-fns';

/** `yyyy-MM-ddTHH:mm` in the viewer's own time zone, the value a datetime-local input takes. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, "yyyy-MM-dd'T'HH:mm");
}

/** The viewer's time zone, e.g. "Asia/Kolkata (GMT+5:30)", shown beside the time inputs. */
export function localTimeZoneLabel(now = new Date()): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ??
    '';
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}
