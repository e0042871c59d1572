import { formatIstDate } from '@shared/domain/date-format';

/** "23 Nov 2026, 3:30 pm" in India's time, whoever reads it: the money moves on IST. */
export const istDateTime = (at: string) => formatIstDate(at, 'short');
