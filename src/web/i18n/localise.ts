import { useMemo } from 'react';
import { DEFAULT_LANGUAGE } from '@shared/domain/languages';
import { currentLanguage, englishCatalogues, translate, useScreenLanguage, type ScreenLanguage } from './i18n';

/** Where a catalogue says a text: its namespace and key. */
type Place = { ns: string; key: string };
/** English text → the catalogue text that says it (texts without placeholders only). */
let index: Map<string, Place> | null = null;
/** English texts with plain arguments ("Minimum bid increment is {amount}") as patterns that capture them. */
let patterns: Pattern[] = [];
/** How many English catalogues the index was built from: one arriving since rebuilds it. */
let indexed = 0;

type Pattern = { re: RegExp; at: Place; names: string[] };
const ARGUMENT = /\{(\w+)\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message whose only ICU syntax is plain arguments, as an anchored pattern. NOTE: a message with
 * too little text of its own around its arguments ("{name}: {value}") would match anything, so it is left out.
 */
function patternOf(message: string, at: Place): Pattern | null {
  const literal = message.replace(ARGUMENT, '');
  if (/[{}]/.test(literal) || literal.replace(/[^\p{L}]/gu, '').length < 8) return null;
  const names: string[] = [];
  let source = '';
  let from = 0;
  for (const m of message.matchAll(ARGUMENT)) {
    source += escapeRe(message.slice(from, m.index).replace(/''/g, "'")) + '(.+?)';
    names.push(m[1]!);
    from = m.index + m[0].length;
  }
  if (names.length === 0) return null;
  source += escapeRe(message.slice(from).replace(/''/g, "'"));
  return { re: new RegExp(`^${source}$`, 's'), at, names };
}

function buildIndex(): Map<string, Place> {
  const out = new Map<string, Place>();
  patterns = [];
  const walk = (ns: string, value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (!value.includes('{')) {
        if (!out.has(value)) out.set(value, { ns, key });
      } else {
        const pattern = patternOf(value, { ns, key });
        if (pattern) patterns.push(pattern);
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(ns, v, key ? `${key}.${k}` : k);
    }
  };
  const english = Object.entries(englishCatalogues());
  for (const [ns, catalogue] of english) walk(ns, catalogue, '');
  indexed = english.length;
  return out;
}

/**
 * A text that arrives in English (a toast's title, a message the server sent, a shared constant)
 * in the current language, when a catalogue has it; otherwise as it came. A text with figures matches
 * a catalogue message with plain arguments ("Bid must be higher than current bid of {amount}"): the
 * figures are kept as they came (each localised in turn, so a sale stage's name inside one is too).
 * NOTE: the server speaks English (its messages are the spec's); the screens translate the ones they know.
 */
export function localise(text: string, language?: ScreenLanguage): string;
export function localise(text: string | undefined, language?: ScreenLanguage): string | undefined;
export function localise(text: string | undefined, language: ScreenLanguage = currentLanguage()): string | undefined {
  if (!text || language === DEFAULT_LANGUAGE) return text;
  if (!index || indexed !== Object.keys(englishCatalogues()).length) index = buildIndex();
  const place = index.get(text);
  if (place) return translate(place.ns, place.key, undefined, language);
  for (const { re, at, names } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localise(m[i + 1]!, language)]));
    return translate(at.ns, at.key, values, language);
  }
  return text;
}

type Localise = { (text: string): string; (text: string | undefined): string | undefined };

/** `localise` in the page's language: what a component renders with, so that a server-rendered page is in its visitor's language. */
export function useLocalise(): Localise {
  const language = useScreenLanguage();
  return useMemo(() => ((text: string | undefined) => localise(text, language)) as Localise, [language]);
}
