import type { I18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { useMemo } from 'react';
import { DEFAULT_LANGUAGE } from '@shared/domain/languages';
import { englishCatalogues, i18n as tabI18n, translate, usePageI18n } from './i18n';

/** Where a catalogue says a text: its namespace and key. */
type Place = { ns: string; key: string };
/** English text → the catalogue text that says it (texts without placeholders only). */
let index: Map<string, Place> | null = null;
/** English texts with plain arguments ("Minimum bid increment is {amount}") as patterns that capture them. */
let patterns: Pattern[] = [];
/** How many English catalogues the index was built from: one arriving since rebuilds it. */
let indexed = 0;

type Pattern = { re: RegExp; at: Place; names: string[] };
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A compiled message's parts when it holds only text and plain arguments (no plural, select or number). */
function plainParts(message: CompiledMessage): (string | { arg: string })[] | null {
  const parts = typeof message === 'string' ? [message] : message;
  const out: (string | { arg: string })[] = [];
  for (const part of parts) {
    if (typeof part === 'string') out.push(part);
    else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') out.push({ arg: part[0] });
    else return null;
  }
  return out;
}

/**
 * A message whose only ICU syntax is plain arguments, as an anchored pattern. NOTE: a message with
 * too little text of its own around its arguments ("{name}: {value}") would match anything, so it is left out.
 */
function patternOf(parts: (string | { arg: string })[], at: Place): Pattern | null {
  const literal = parts.filter((p): p is string => typeof p === 'string').join('');
  if (literal.replace(/[^\p{L}]/gu, '').length < 8) return null;
  const names = parts.flatMap((p) => (typeof p === 'string' ? [] : [p.arg]));
  const source = parts.map((p) => (typeof p === 'string' ? escapeRe(p) : '(.+?)')).join('');
  return { re: new RegExp(`^${source}$`, 's'), at, names };
}

function buildIndex(): Map<string, Place> {
  const out = new Map<string, Place>();
  patterns = [];
  const english = Object.entries(englishCatalogues());
  for (const [ns, catalogue] of english) {
    for (const [key, message] of Object.entries(catalogue)) {
      const parts = plainParts(message);
      if (!parts) continue;
      if (parts.every((p) => typeof p === 'string')) {
        const text = parts.join('');
        if (!out.has(text)) out.set(text, { ns, key });
      } else {
        const pattern = patternOf(parts, { ns, key });
        if (pattern) patterns.push(pattern);
      }
    }
  }
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
export function localise(text: string, within?: I18n): string;
export function localise(text: string | undefined, within?: I18n): string | undefined;
export function localise(text: string | undefined, within: I18n = tabI18n): string | undefined {
  if (!text || within.locale === DEFAULT_LANGUAGE) return text;
  if (!index || indexed !== Object.keys(englishCatalogues()).length) index = buildIndex();
  const place = index.get(text);
  if (place) return translate(place.ns, place.key, undefined, within);
  for (const { re, at, names } of patterns) {
    const m = re.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localise(m[i + 1]!, within)]));
    return translate(at.ns, at.key, values, within);
  }
  return text;
}

type Localise = { (text: string): string; (text: string | undefined): string | undefined };

/** `localise` in the page's language: what a component renders with, so that a server-rendered page is in its visitor's language. */
export function useLocalise(): Localise {
  const { i18n, _ } = usePageI18n();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `_` is new at every change of language or catalogue
  return useMemo(() => ((text: string | undefined) => localise(text, i18n)) as Localise, [i18n, _]);
}
