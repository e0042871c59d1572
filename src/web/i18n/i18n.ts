import i18next, { type BackendModule, type PostProcessorModule, type ResourceKey } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { setDateLanguage } from '@shared/domain/date-format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/domain/languages';
import { formatMessage, type Values } from './message-format';

/**
 * The screens' languages (decision 028): i18next with ICU messages (formatted by `message-format.ts`). English travels with the code
 * that shows it (each namespace file in `ns/` adds its English catalogue when first imported); Hindi
 * and Marathi catalogues are separate chunks, loaded only once their language is chosen.
 */

/** A test-only language: every catalogue text in English wrapped as ⟦…⟧, so a text not from a catalogue stands out. */
export const PSEUDO = 'en-XA';
export type ScreenLanguage = Language | typeof PSEUDO;
export const isScreenLanguage = (v: unknown): v is ScreenLanguage => v === PSEUDO || isLanguage(v);

export const LANGUAGE_STORAGE_KEY = 'neelami.language';

/** `<html lang>` for each language. */
const HTML_LANG: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN', [PSEUDO]: 'en-IN' };

// NOTE: Marathi's default digits are Devanagari (१,२३४); every language keeps Latin digits and Indian
// grouping (1,25,000) in the numbers its messages format.
const ICU_LOCALE: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn', [PSEUDO]: 'en-IN' };

const catalogues = import.meta.glob<{ default: ResourceKey }>(['./locales/hi/*.json', './locales/mr/*.json']);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = catalogues[`./locales/${language}/${namespace}.json`];
    // English is already there; the pseudo-language falls back to it.
    if (!load) return callback(null, {});
    load().then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, null),
    );
  },
};

/** i18next's hook for a message format: ICU, in the language's locale with Latin digits. */
const icu = {
  type: 'i18nFormat' as const,
  init() {},
  parse(message: string, values: Values, language: string, _ns: string, key: string) {
    try {
      return formatMessage(message, ICU_LOCALE[isScreenLanguage(language) ? language : DEFAULT_LANGUAGE], values);
    } catch (err) {
      console.error(`message ${key}:`, err);
      return message;
    }
  },
  addLookupKeys: (keys: string[]) => keys,
};

const pseudo: PostProcessorModule = {
  type: 'postProcessor',
  name: 'pseudo',
  process: (value: string, _key: unknown, _options: unknown, translator: { language?: string }) =>
    translator.language === PSEUDO ? `⟦${value}⟧` : value,
};

function storedLanguage(): ScreenLanguage {
  if (typeof window === 'undefined') return DEFAULT_LANGUAGE;
  try {
    // `?lng=hi` (or the test-only `?lng=en-XA`) chooses a language as the menu would.
    const asked = new URLSearchParams(window.location.search).get('lng');
    if (isScreenLanguage(asked)) {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, asked);
      return asked;
    }
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isScreenLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export const i18n = i18next.createInstance();

const initial = storedLanguage();

void i18n
  .use(lazyCatalogues)
  .use(icu)
  .use(pseudo)
  .use(initReactI18next)
  .init({
    // English first, synchronously, so an English page never waits; another language loads before the first render (main.tsx).
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    returnNull: false,
    returnEmptyString: false,
    postProcess: ['pseudo'],
    interpolation: { escapeValue: false },
    react: { useSuspense: true, bindI18n: 'languageChanged loaded' },
  });

i18n.on('languageChanged', (lng) => {
  if (!isScreenLanguage(lng)) return;
  setDateLanguage(realLanguage(lng));
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lng];
});

/** Resolves once the remembered language's catalogues are in: the app renders after it. */
export function languageReady(): Promise<unknown> {
  // NOTE: called once the app's modules are in (main.tsx), so the namespaces they add are loaded with it.
  return initial === DEFAULT_LANGUAGE ? Promise.resolve() : i18n.changeLanguage(initial);
}

/**
 * Adds a namespace's English catalogue (the `ns/` files call it when first imported), and names the
 * namespace among those a change of language loads before it switches. NOTE: without that, a switch
 * to Hindi would load nothing first, every screen on show would suspend at once for its catalogue, and
 * the shell (the navigation, above the page's own boundary) with them.
 */
export function addEnglish(namespace: string, catalogue: ResourceKey) {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, namespace)) i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, catalogue);
  const loaded = i18n.options.ns;
  const names = typeof loaded === 'string' ? [loaded] : [...(loaded ?? [])];
  if (!names.includes(namespace)) i18n.options.ns = [...names, namespace];
}

/**
 * Loads, in the current language, the catalogues of every namespace added so far: a lazily loaded page
 * calls it once its code is in, so that it renders in one go rather than suspend again for its texts.
 */
export function cataloguesReady(): Promise<void> {
  const loaded = i18n.options.ns;
  return i18n.loadNamespaces(typeof loaded === 'string' ? [loaded] : [...(loaded ?? [])]);
}

/** Switches the screens' language and remembers it in this browser. */
export async function chooseLanguage(language: ScreenLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
  await i18n.changeLanguage(language);
}

export const currentLanguage = (): ScreenLanguage => (isScreenLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** The language data is asked for in (the server's texts, dates): the pseudo-language reads English. */
function realLanguage(language: ScreenLanguage): Language {
  return language === PSEUDO ? DEFAULT_LANGUAGE : language;
}

const onLanguageChange = (listener: () => void) => {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
};

/** The screens' language for data in it (the pseudo-language as English); re-renders on a change. */
export function useLanguage(): Language {
  return realLanguage(useSyncExternalStore(onLanguageChange, currentLanguage, () => DEFAULT_LANGUAGE));
}
