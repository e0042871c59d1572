import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LOCALES, type Language } from '../domain/languages';
import enActivity from './locales/en/activity.json' with { type: 'json' };
import enBidSheet from './locales/en/bid-sheet.json' with { type: 'json' };
import enCalendar from './locales/en/calendar.json' with { type: 'json' };
import hiActivity from './locales/hi/activity.json' with { type: 'json' };
import hiBidSheet from './locales/hi/bid-sheet.json' with { type: 'json' };
import hiCalendar from './locales/hi/calendar.json' with { type: 'json' };
import mrActivity from './locales/mr/activity.json' with { type: 'json' };
import mrBidSheet from './locales/mr/bid-sheet.json' with { type: 'json' };
import mrCalendar from './locales/mr/calendar.json' with { type: 'json' };
import en from './locales/en/notifications.json' with { type: 'json' };
import hi from './locales/hi/notifications.json' with { type: 'json' };
import mr from './locales/mr/notifications.json' with { type: 'json' };

/**
 * Lingui (decision 036): ICU messages kept as JSON catalogues, one per language, with explicit ids
 * (`outbid.title`). They are compiled here once per language, on first use, and every message or
 * request gets a Lingui instance of its own, so no language or state is shared between them. Four
 * catalogues per language: the notifications (and e-mails), the admin's Recent Activity lines
 * (`activity.*`, decision 044), the calendar files' words (`calendar.*`) and the bid sheet's (`bidSheet.*`).
 */
export const CATALOGUES: Record<Language, Record<string, string>> = {
  en: { ...en, ...enActivity, ...enCalendar, ...enBidSheet },
  hi: { ...hi, ...hiActivity, ...hiCalendar, ...hiBidSheet },
  mr: { ...mr, ...mrActivity, ...mrCalendar, ...mrBidSheet },
};

const compiled = new Map<Language, Messages>();

/** A language's catalogue, compiled from ICU: Lingui renders only compiled messages (no compiler at run time). */
function compiledCatalogue(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    const entries = Object.entries(CATALOGUES[language]).map(([id, icu]) => [id, compileMessage(icu)] as const);
    // NOTE: frozen, since each instance keeps this very object: an instance loading more into it would
    // otherwise change every other instance's catalogue.
    messages = Object.freeze(Object.fromEntries(entries));
    compiled.set(language, messages);
  }
  return messages;
}

/**
 * A fresh Lingui instance in a language. The catalogue is keyed by our language ('mr'); numbers, dates
 * and plural rules follow its locale ('mr-IN-u-nu-latn': Indian grouping, Latin digits), which Lingui
 * takes as `locales`.
 */
export function createI18n(language: Language): I18n {
  return setupI18n({ locale: language, locales: LANGUAGE_LOCALES[language], messages: { [language]: compiledCatalogue(language) } });
}
