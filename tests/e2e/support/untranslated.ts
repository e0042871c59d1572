import type { Page } from '@playwright/test';

/**
 * The pseudo-language check shared by the language journeys (decision 028): the visible texts of a
 * page that did not come from a catalogue.
 */

/**
 * Texts that are data, not words: money (₹1,25,00,000, ₹1.25 Cr, ₹45.5 L, the ₹ before an amount
 * field), counts (50+, 200Cr+), dates and times. NOTE: the pseudo-language shows dates as English does
 * ("15 January 2025 at 3:30 pm", "about 2 hours ago"); in Hindi and Marathi `formatDate` names them in
 * the language (its unit test), so here they count as data.
 */
const MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const DATA = [
  /₹\s?[\d,.]+(\s?(Cr|L|K))?\+?/g,
  /^₹$/g,
  /\b[\d,.]+\s?(Cr|L)\+/g,
  new RegExp(`\\b\\d{1,2} (${MONTHS}) \\d{4}((,| at) \\d{1,2}:\\d{2}( ?[ap]m)?)?`, 'gi'),
  /\b(about |less than |over |almost )?(a|an|\d+) (second|minute|hour|day|week|month|year)s? ago\b/g,
  /\bin (about |less than |over |almost )?(a|an|\d+) (second|minute|hour|day|week|month|year)s?\b/g,
  /\b\d{1,2}:\d{2}(:\d{2})?( ?[ap]m)?\b/gi,
  // An example e-mail address; the language menu's title, the current language in its own name.
  /^[\w.]+@[\w.]+$/g,
  /^(English|हिन्दी|मराठी)$/g,
];
// NOTE: a masked account number's •••• is a mask, not a word.
const LEFTOVER_OK = /^[\s\d,.:;/·•|()+\-–—#%×*…!?'"“”‘’[\]]*$/;

/**
 * The visible text nodes of the page that did not come from a catalogue: in the pseudo-language every
 * catalogue text reads ⟦…⟧, so what is left once those, the data and the user's own texts (inside
 * `translate="no"` or `data-i18n-skip`) are taken out must be empty.
 */
export async function untranslated(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      if (el.closest('[translate="no"], [data-i18n-skip], script, style, noscript, svg, [hidden]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true }) && !el.closest('.sr-only')) continue;
      out.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]')) {
      if (el.closest('[translate="no"], [data-i18n-skip]')) continue;
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(`${attr}=${value}`);
      }
    }
    return out;
  });
  return texts.filter((text) => {
    let rest = text.replace(/^(aria-label|placeholder|title)=/, '');
    // A catalogue text may hold another (⟦Theme: ⟦System⟧…⟧): take them out from the innermost.
    for (let before = ''; before !== rest;) {
      before = rest;
      rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
    }
    for (const re of DATA) rest = rest.replace(re, ' ');
    return !LEFTOVER_OK.test(rest);
  });
}
