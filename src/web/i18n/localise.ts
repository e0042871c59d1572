import { DEFAULT_LANGUAGE } from '@shared/domain/languages';
import { i18n } from './i18n';

/** English text → the `ns:key` of the catalogue text that says it (texts without placeholders only). */
let index: Map<string, string> | null = null;
/** English texts with plain arguments ("Minimum bid increment is {amount}") as patterns that capture them. */
let patterns: Pattern[] | null = null;
i18n.store.on('added', (language: string) => {
  if (language === DEFAULT_LANGUAGE) index = patterns = null;
});

type Pattern = { re: RegExp; key: string; names: string[] };
const ARGUMENT = /\{(\w+)\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message whose only ICU syntax is plain arguments, as an anchored pattern. NOTE: a message with
 * too little text of its own around its arguments ("{name}: {value}") would match anything, so it is left out.
 */
function patternOf(message: string, key: string): Pattern | null {
  const literal = message.replace(ARGUMENT, '');
  if (/[{}]/.test(literal) || literal.replace(/[^\p{L}]/gu, '').length < 8) return null;
  const names: string[] = [];
  let source = '';
  let at = 0;
  for (const m of message.matchAll(ARGUMENT)) {
    source += escapeRe(message.slice(at, m.index).replace(/''/g, "'")) + '(.+?)';
    names.push(m[1]!);
    at = m.index + m[0].length;
  }
  if (names.length === 0) return null;
  source += escapeRe(message.slice(at).replace(/''/g, "'"));
  return { re: new RegExp(`^${source}$`, 's'), key, names };
}

function buildIndex(): Map<string, string> {
  const out = new Map<string, string>();
  patterns = [];
  const walk = (ns: string, value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (!value.includes('{')) {
        if (!out.has(value)) out.set(value, `${ns}:${at}`);
      } else {
        const pattern = patternOf(value, `${ns}:${at}`);
        if (pattern) patterns!.push(pattern);
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(ns, v, at ? `${at}.${k}` : k);
    }
  };
  for (const [ns, bundle] of Object.entries(i18n.store.data[DEFAULT_LANGUAGE] ?? {})) walk(ns, bundle, '');
  return out;
}

/**
 * A text that arrives in English (a toast's title, a message the server sent, a shared constant)
 * in the current language, when a catalogue has it; otherwise as it came. A text with figures matches
 * a catalogue message with plain arguments ("Bid must be higher than current bid of {amount}"): the
 * figures are kept as they came (each localised in turn, so a sale stage's name inside one is too).
 * NOTE: the server speaks English (its messages are the spec's); the screens translate the ones they know.
 */
export function localise(text: string): string;
export function localise(text: string | undefined): string | undefined;
export function localise(text: string | undefined): string | undefined {
  if (!text || i18n.language === DEFAULT_LANGUAGE) return text;
  index ??= buildIndex();
  const key = index.get(text);
  if (key) return i18n.t(key);
  for (const { re, key: k, names } of patterns ?? []) {
    const m = re.exec(text);
    if (!m) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, localise(m[i + 1]!)]));
    return i18n.t(k, values);
  }
  return text;
}
