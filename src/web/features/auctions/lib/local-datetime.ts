import { format } from 'date-fns';

/** `yyyy-MM-ddTHH:mm` in the viewer's own time zone, the value a datetime-local input takes. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : format(d, "yyyy-MM-dd'T'HH:mm");
}
