import { DEFAULT_LANGUAGE } from '@shared/domain/languages';
import { i18n } from './i18n';

/** English text → the `ns:key` of the catalogue text that says it (texts without placeholders only). */
let index: Map<string, string> | null = null;
i18n.store.on('added', (language: string) => {
  if (language === DEFAULT_LANGUAGE) index = null;
});

function buildIndex(): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (ns: string, value: unknown, at: string) => {
    if (typeof value === 'string') {
      if (!value.includes('{') && !out.has(value)) out.set(value, `${ns}:${at}`);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(ns, v, at ? `${at}.${k}` : k);
    }
  };
  for (const [ns, bundle] of Object.entries(i18n.store.data[DEFAULT_LANGUAGE] ?? {})) walk(ns, bundle, '');
  return out;
}

/**
 * A text that arrives in English (a toast's title, a message the server sent, a shared constant)
 * in the current language, when a catalogue has it; otherwise as it came. NOTE: the server speaks
 * English (its messages are the spec's); the screens translate the ones they know.
 */
export function localise(text: string): string;
export function localise(text: string | undefined): string | undefined;
export function localise(text: string | undefined): string | undefined {
  if (!text || i18n.language === DEFAULT_LANGUAGE) return text;
  index ??= buildIndex();
  const key = index.get(text);
  return key ? i18n.t(key) : text;
}
