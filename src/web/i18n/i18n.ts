import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { startTransition, useContext, useEffect, useMemo } from 'react';
import { setDateLanguage } from '@shared/domain/date-format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/domain/languages';
import { translate as linguiTranslate } from '@shared/messages/lingui-translate';
import type { CompiledCatalogue } from './compile-catalogue';

/**
 * The screens' languages (decisions 028 and 036): Lingui renders catalogues of ICU messages compiled at
 * build time (`compile-catalogue.ts`). English travels with the code that shows it (each namespace file
 * in `ns/` adds its English catalogue when first imported); Hindi and Marathi catalogues are separate
 * chunks, loaded only once their language is chosen. The server renders each page with a Lingui
 * instance of its own (`createScreenI18n`); the browser has one, the tab's, switched as the user
 * chooses. NOTE: a language is switched to only once the catalogues of every namespace in use have
 * arrived, so no screen ever waits (suspends) for its texts.
 */

/** A test-only language: every catalogue text in English wrapped as ⟦…⟧, so a text not from a catalogue stands out. */
export const PSEUDO = 'en-XA';
export type ScreenLanguage = Language | typeof PSEUDO;
export const isScreenLanguage = (v: unknown): v is ScreenLanguage => v === PSEUDO || isLanguage(v);

export const LANGUAGE_STORAGE_KEY = 'neelami.language';

/** A message's values: its arguments, and `defaultValue`, the text shown when no catalogue has the key. */
export type Values = Record<string, unknown>;

const HTML_LANG: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN', [PSEUDO]: 'en-IN' };

// NOTE: Marathi's default digits are Devanagari (१,२३४); every language keeps Latin digits and Indian
// grouping (1,25,000) in the numbers its messages format.
const ICU_LOCALE: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn', [PSEUDO]: 'en-IN' };

// NOTE: with the English of the one namespace not shipped with its code (`LAZY_ENGLISH`).
const translations = import.meta.glob<{ default: CompiledCatalogue }>(
  ['./locales/hi/*.json', './locales/mr/*.json', './locales/en/messages.json'],
  { query: '?compiled' },
);

/**
 * A namespace whose English is never shipped with the code: the shared messages, whose English is the
 * text itself (the server's `message`, the shared constant). It is loaded like a translation, so only the
 * test-only pseudo-language asks for it.
 */
export const LAZY_ENGLISH = 'messages';

/** The catalogues that have arrived, by language and namespace. */
const catalogues: Record<Language, Record<string, CompiledCatalogue>> = { en: {}, hi: {}, mr: {} };
/** The namespaces in use, in the order their code arrived; the shared messages are in use on every page. */
const namespaces: string[] = [LAZY_ENGLISH];
const loading = new Map<string, Promise<void>>();
/** Every text that has arrived in a language, for Lingui, by language: made again when a catalogue arrives. */
const merged = new Map<Language, Messages>();

/** The language data is asked for in (the server's texts, dates): the pseudo-language reads English. */
function realLanguage(screen: ScreenLanguage): Language {
  return screen === PSEUDO ? DEFAULT_LANGUAGE : screen;
}

/** A message's id in Lingui's catalogue: its namespace and key. */
const idOf = (ns: string, key: string) => `${ns}:${key}`;

/**
 * Every text that has arrived in a language, for Lingui: each namespace's English under its translation,
 * so a text not translated yet reads English rather than its key.
 */
function messagesIn(screen: ScreenLanguage): Messages {
  const lang = realLanguage(screen);
  let out = merged.get(lang);
  if (!out) {
    out = {};
    for (const ns of new Set([...Object.keys(catalogues[DEFAULT_LANGUAGE]), ...Object.keys(catalogues[lang])])) {
      const texts = { ...catalogues[DEFAULT_LANGUAGE][ns], ...catalogues[lang][ns] };
      for (const [key, message] of Object.entries(texts)) out[idOf(ns, key)] = message;
    }
    // NOTE: frozen, since every instance in the language keeps this very object.
    merged.set(lang, Object.freeze(out));
  }
  return out;
}

/** A Lingui instance in a language, over every catalogue that has arrived: the server's for one page. */
export function createScreenI18n(language: ScreenLanguage): I18n {
  return setupI18n({ locale: language, locales: ICU_LOCALE[language], messages: { [language]: messagesIn(language) } });
}

/** The browser's instance: the tab's language. */
export const i18n = createScreenI18n(DEFAULT_LANGUAGE);

/** The browser's instance takes what arrived; a transition, so a part still hydrating first hydrates as the server wrote it. */
function refresh(language: ScreenLanguage = i18n.locale as ScreenLanguage) {
  startTransition(() => i18n.loadAndActivate({ locale: language, locales: ICU_LOCALE[language], messages: messagesIn(language) }));
}

/** Loads a namespace's catalogue in a language, once; English (and a namespace no one translated) has nothing to load. */
function load(lang: Language, ns: string): Promise<void> {
  const path = `./locales/${lang}/${ns}.json`;
  const fetchCatalogue = translations[path];
  if (catalogues[lang][ns] || !fetchCatalogue) return Promise.resolve();
  let pending = loading.get(path);
  if (!pending) {
    pending = fetchCatalogue().then(
      (module) => {
        catalogues[lang][ns] = module.default;
        merged.delete(lang);
        if (lang === realLanguage(i18n.locale as ScreenLanguage)) refresh();
      },
      (err: unknown) => {
        // A later switch or page asks again; meanwhile the namespace reads English.
        loading.delete(path);
        throw err;
      },
    );
    loading.set(path, pending);
  }
  return pending;
}

/** Loads every namespace in use in a language; one that fails to arrive is reported and reads English. */
async function loadAll(lang: Language): Promise<void> {
  const results = await Promise.allSettled(namespaces.map((ns) => load(lang, ns)));
  for (const r of results) if (r.status === 'rejected') console.error('catalogue not loaded:', r.reason);
}

/**
 * A namespace's text in the language of `within` (the browser's instance unless a page's is given): its
 * message, else the English one, else `values.defaultValue`, else the key itself, formatted with `values`.
 */
export function translate(ns: string, key: string, values?: Values, within: I18n = i18n): string {
  const id = idOf(ns, key);
  if (!(id in within.messages)) return typeof values?.defaultValue === 'string' ? values.defaultValue : key;
  let text: string;
  try {
    text = linguiTranslate(within, id, values);
  } catch (err) {
    console.error(`message ${id}:`, err);
    text = key;
  }
  return within.locale === PSEUDO ? `⟦${text}⟧` : text;
}

export type Translate = (key: string, values?: Values) => string;

/**
 * The page's Lingui instance (the app's provider: the tab's in the browser, the request's on the
 * server), and `_`, new at every change of language or catalogue. A component rendered on its own (a
 * unit test) reads the tab's.
 */
export function usePageI18n(): { i18n: I18n; _: unknown } {
  return useContext(LinguiContext) ?? { i18n, _: i18n.locale };
}

/** A component's `t` for a namespace, in its page's language; it re-renders when the language switches or a catalogue arrives. */
export function useTranslate(ns: string): Translate {
  const { i18n: within, _ } = usePageI18n();
  useEffect(() => {
    // NOTE: normally there already (a switch and each page load every namespace in use); this covers a
    // namespace whose code arrived on its own, which meanwhile reads English.
    load(realLanguage(within.locale as ScreenLanguage), ns).catch((err: unknown) => console.error('catalogue not loaded:', err));
  }, [ns, within, _]);
  // NOTE: a new `t` after each change (`_` is new), so that what is memoised on it (`usePropertyTerms`) is computed again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `_` stands for the instance's messages, which change in place
  return useMemo<Translate>(() => (key, values) => translate(ns, key, values, within), [ns, within, _]);
}

/**
 * Adds a namespace's English catalogue (the `ns/` files call it when first imported), and names the
 * namespace among those a change of language loads before it switches.
 */
export function addEnglish(ns: string, catalogue: CompiledCatalogue) {
  if (catalogues[DEFAULT_LANGUAGE][ns]) return;
  catalogues[DEFAULT_LANGUAGE][ns] = catalogue;
  namespaces.push(ns);
  merged.clear();
  refresh();
}

/** The English catalogues in use, by namespace. */
export const englishCatalogues = (): Readonly<Record<string, CompiledCatalogue>> => catalogues[DEFAULT_LANGUAGE];

/**
 * Loads, in the current language, the catalogues of every namespace added so far: a lazily loaded page
 * calls it once its code is in, so that it renders in its language at once.
 */
export function cataloguesReady(): Promise<void> {
  return loadAll(realLanguage(i18n.locale as ScreenLanguage));
}

/** Lazily loaded code, and with it its texts in the current language, so that it renders in its language at once. */
export function withCatalogues<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().then(async (module) => (await cataloguesReady(), module));
}

let switches = 0;

/** Switches to a language once its catalogues are in; of two switches under way, the later asked wins. */
async function switchTo(next: ScreenLanguage) {
  const mine = ++switches;
  await loadAll(realLanguage(next));
  if (mine !== switches) return;
  refresh(next);
  setDateLanguage(realLanguage(next));
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[next];
}

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

/**
 * The language this browser chose (its storage) where a server-rendered page came in English without
 * being asked to (no `?lng=`): the server knows the choice from its cookie, which may be gone while the
 * storage keeps it. Read before `languageReady`, which stores the page's language.
 */
export function languageKeptByBrowser(rendered: ScreenLanguage): ScreenLanguage | null {
  if (rendered !== DEFAULT_LANGUAGE || typeof window === 'undefined') return null;
  try {
    if (new URLSearchParams(window.location.search).has('lng')) return null;
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isScreenLanguage(stored) && stored !== DEFAULT_LANGUAGE ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the page's language has its catalogues in: the app renders after it (main.tsx). A
 * server-rendered page names the language the server rendered it in; otherwise the remembered one.
 */
export function languageReady(rendered?: ScreenLanguage): Promise<void> {
  // NOTE: called once the app's modules are in, so the namespaces they add are loaded with it.
  const initial = rendered ?? storedLanguage();
  remember(initial);
  return initial === DEFAULT_LANGUAGE ? Promise.resolve() : switchTo(initial);
}

/** Every catalogue of every language, for the server, which renders pages in each (decision 035). */
export async function loadEveryCatalogue(): Promise<void> {
  await Promise.all(
    Object.keys(translations).map((path) => {
      const [, lang, ns] = /^\.\/locales\/(\w+)\/(\w+)\.json$/.exec(path)!;
      return load(lang as Language, ns!);
    }),
  );
}

/** The cookie that tells the server the language to render pages in; the browser's storage keeps it too. */
export const LANGUAGE_COOKIE = 'neelami_language';

function remember(next: ScreenLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // Private windows may refuse storage; the choice still holds for this visit.
  }
  if (typeof document !== 'undefined') document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches the screens' language and remembers it in this browser. */
export async function chooseLanguage(next: ScreenLanguage) {
  remember(next);
  await switchTo(next);
}

export const currentLanguage = (): ScreenLanguage => i18n.locale as ScreenLanguage;

/** The page's language, the pseudo-language included; re-renders on a change. */
export function useScreenLanguage(): ScreenLanguage {
  return usePageI18n().i18n.locale as ScreenLanguage;
}

/** The page's language for data in it (the pseudo-language as English); re-renders on a change. */
export function useLanguage(): Language {
  return realLanguage(useScreenLanguage());
}
