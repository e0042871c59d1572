import { useCallback } from 'react';
import { formatDate, IST, type DateFormat, type DateFormatOptions } from '@shared/domain/date-format';
import { useLanguage } from '@web/i18n/i18n';

/**
 * `formatDate` in the page's language and in IST, so that a server-rendered page and the browser that
 * hydrates it write every date alike (decision 035).
 */
export function useFormatDate() {
  const language = useLanguage();
  return useCallback(
    (value: string | number | Date | null | undefined, format?: DateFormat, options: DateFormatOptions = {}) =>
      formatDate(value, format, { timeZone: IST, language, ...options }),
    [language],
  );
}

/** What `useFormatDate` gives: for a helper outside a component that the component hands it to. */
export type FormatDate = ReturnType<typeof useFormatDate>;
