import type { DehydratedState } from '@tanstack/react-query';
import type { Theme } from '@web/components/layout/theme-provider';
import type { ScreenLanguage } from '@web/i18n/i18n';

/** The id of the script element that carries a server-rendered page's state to the browser. */
export const BOOT_ELEMENT_ID = 'neelami-boot';

/** What a server-rendered page tells the browser that hydrates it (decision 035). */
export type Boot = {
  language: ScreenLanguage;
  theme: Theme;
  /** Milliseconds since the epoch when the server rendered the page. */
  renderedAt: number;
  /** The page's query cache: the session and the data the page shows first. */
  queries: DehydratedState;
};

/**
 * JSON that may stand inside an HTML `<script>` element: `<` (so no `</script>` or `<!--` can end or
 * change it), `>` and `&` are written as escapes, and so are U+2028 and U+2029, which some script parsers
 * take for line ends. `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The boot state of a server-rendered page, or null for a page the browser renders itself. */
export function readBoot(): Boot | null {
  const element = document.getElementById(BOOT_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as Boot;
  } catch (err) {
    console.error('unreadable boot state', err);
    return null;
  }
}
