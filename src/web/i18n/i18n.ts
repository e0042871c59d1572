import { createContext, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { setDateLanguage } from '@shared/domain/date-format';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@shared/domain/languages';
import { formatMessage, type Values } from './message-format';

/**
 * The screens' languages (decision 028): catalogues of ICU messages (formatted by `message-format.ts`)
 * in a small store of their own. English travels with the code that shows it (each namespace file in
 * `ns/` adds its English catalogue when first imported); Hindi and Marathi catalogues are separate
 * chunks, loaded only once their language is chosen. NOTE: a language is switched to only once the
 * catalogues of every namespace in use have arrived, so no screen ever waits (suspends) for its texts.
 */

/** A test-only language: every catalogue text in English wrapped as ⟦…⟧, so a text not from a catalogue stands out. */
export const PSEUDO = 'en-XA';
export type ScreenLanguage = Language | typeof PSEUDO;
export const isScreenLanguage = (v: unknown): v is ScreenLanguage => v === PSEUDO || isLanguage(v);

export const LANGUAGE_STORAGE_KEY = 'neelami.language';

/** A namespace's texts: nested objects of ICU messages, addressed by dotted keys ("nav.liveAuctions"). */
export type Catalogue = { [key: string]: string | Catalogue };

/** `<html lang>` for each language. */
const HTML_LANG: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN', [PSEUDO]: 'en-IN' };

// NOTE: Marathi's default digits are Devanagari (१,२३४); every language keeps Latin digits and Indian
// grouping (1,25,000) in the numbers its messages format.
const ICU_LOCALE: Record<ScreenLanguage, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn', [PSEUDO]: 'en-IN' };

const translations = import.meta.glob<{ default: Catalogue }>(['./locales/hi/*.json', './locales/mr/*.json']);

/** The catalogues that have arrived, by language and namespace. */
const catalogues: Record<Language, Record<string, Catalogue>> = { en: {}, hi: {}, mr: {} };
/** The namespaces in use, in the order their code arrived. */
const namespaces: string[] = [];
const loading = new Map<string, Promise<void>>();

let language: ScreenLanguage = DEFAULT_LANGUAGE;
/**
 * What the texts say now: the language, and a new object at every change to what a text may say (a
 * language switched to, a catalogue arrived), on which the hooks re-render.
 */
type Snapshot = { readonly language: ScreenLanguage };
let snapshot: Snapshot = { language };
/**
 * The language a server-rendered page came in (decision 035). NOTE: a part of the page that hydrates
 * after a switch of language (a lazily loaded bell, a page in its own boundary) must first render what
 * the server wrote, or React keeps the server's attributes (an English aria-label on a Hindi page); React
 * hydrates with this snapshot and then re-renders in the current one.
 */
let renderedSnapshot: Snapshot = snapshot;
const listeners = new Set<() => void>();

function changed() {
  snapshot = { language };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentSnapshot = () => snapshot;
const hydrationSnapshot = () => renderedSnapshot;

/** The store's snapshot for a component: the rendered page's while it hydrates, the current one after. */
const useSnapshot = () => useSyncExternalStore(subscribe, currentSnapshot, hydrationSnapshot);

/** The language data is asked for in (the server's texts, dates): the pseudo-language reads English. */
function realLanguage(screen: ScreenLanguage): Language {
  return screen === PSEUDO ? DEFAULT_LANGUAGE : screen;
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
        if (lang === realLanguage(language)) changed();
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

function lookup(catalogue: Catalogue | undefined, key: string): string | undefined {
  let at: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined;
    at = at[part];
  }
  return typeof at === 'string' && at !== '' ? at : undefined;
}

/**
 * A namespace's text in the screens' language (or `lang`): its message, else the English one, else
 * `values.defaultValue`, else the key itself, formatted with `values`.
 */
export function translate(ns: string, key: string, values?: Values, lang: ScreenLanguage = language): string {
  const message =
    lookup(catalogues[realLanguage(lang)][ns], key) ??
    lookup(catalogues[DEFAULT_LANGUAGE][ns], key) ??
    (typeof values?.defaultValue === 'string' ? values.defaultValue : undefined);
  if (message === undefined) return key;
  let text: string;
  try {
    text = formatMessage(message, ICU_LOCALE[lang], values);
  } catch (err) {
    console.error(`message ${ns}:${key}:`, err);
    text = message;
  }
  return lang === PSEUDO ? `⟦${text}⟧` : text;
}

/**
 * The language of one server-rendered page (decision 035): the server renders many pages at once, each
 * in its visitor's language, so a page's language travels in the tree rather than in this module. In
 * the browser there is no provider, and the tab's one language below holds.
 */
export const PageLanguage = createContext<ScreenLanguage | null>(null);

export type Translate = (key: string, values?: Values) => string;

/** A component's `t` for a namespace; it re-renders when the language switches or a catalogue arrives. */
export function useTranslate(ns: string): Translate {
  const at = useSnapshot();
  const page = useContext(PageLanguage);
  useEffect(() => {
    // NOTE: normally there already (a switch and each page load every namespace in use); this covers a
    // namespace whose code arrived on its own, which meanwhile reads English.
    load(realLanguage(language), ns).catch((err: unknown) => console.error('catalogue not loaded:', err));
  }, [ns, at]);
  // NOTE: a new `t` after each change, so that what is memoised on it (`usePropertyTerms`) is computed again.
  return useMemo<Translate>(() => (key, values) => translate(ns, key, values, page ?? at.language), [ns, at, page]);
}

/**
 * Adds a namespace's English catalogue (the `ns/` files call it when first imported), and names the
 * namespace among those a change of language loads before it switches.
 */
export function addEnglish(ns: string, catalogue: Catalogue) {
  catalogues[DEFAULT_LANGUAGE][ns] ??= catalogue;
  if (!namespaces.includes(ns)) namespaces.push(ns);
}

/** The English catalogues in use, by namespace. */
export const englishCatalogues = (): Readonly<Record<string, Catalogue>> => catalogues[DEFAULT_LANGUAGE];

/**
 * Loads, in the current language, the catalogues of every namespace added so far: a lazily loaded page
 * calls it once its code is in, so that it renders in its language at once.
 */
export function cataloguesReady(): Promise<void> {
  return loadAll(realLanguage(language));
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
  language = next;
  setDateLanguage(realLanguage(next));
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[next];
  changed();
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
  const switched = initial === DEFAULT_LANGUAGE ? Promise.resolve() : switchTo(initial);
  return switched.then(() => {
    if (rendered) renderedSnapshot = snapshot;
  });
}

/**
 * Every catalogue of every language, for the server, which renders pages in each (decision 035).
 * English ones arrive with their namespaces' code.
 */
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

export const currentLanguage = (): ScreenLanguage => language;

/** The screens' language, the pseudo-language included; re-renders on a change. */
export function useScreenLanguage(): ScreenLanguage {
  const at = useSnapshot();
  return useContext(PageLanguage) ?? at.language;
}

/** The screens' language for data in it (the pseudo-language as English); re-renders on a change. */
export function useLanguage(): Language {
  return realLanguage(useScreenLanguage());
}
