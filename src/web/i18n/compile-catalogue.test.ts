import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { translate } from '@shared/messages/lingui-translate';
import { compileCatalogue } from './compile-catalogue';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const ICU_LOCALE: Record<string, string> = { en: 'en-IN', hi: 'hi-IN-u-nu-latn', mr: 'mr-IN-u-nu-latn' };
type Catalogue = { [key: string]: string | Catalogue };

function* messages(catalogue: Catalogue): Generator<string> {
  for (const value of Object.values(catalogue)) {
    if (typeof value === 'string') yield value;
    else yield* messages(value);
  }
}

/** Sample values for a message's arguments: each plural with several counts, each select with each option. */
function samples(message: string): Record<string, unknown>[] {
  const args = new Map<string, unknown[]>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) args.set(e.value, args.get(e.value) ?? ['Pune']);
      else if (e.type === TYPE.number) args.set(e.value, [125000]);
      else if (e.type === TYPE.plural) {
        args.set(e.value, [0, 1, 2, 5, 1250000]);
        for (const o of Object.values(e.options)) walk(o.value);
      } else if (e.type === TYPE.select) {
        args.set(e.value, [...Object.keys(e.options), 'unlisted']);
        for (const o of Object.values(e.options)) walk(o.value);
      }
    }
  };
  walk(parse(message, { ignoreTag: true }));
  let out: Record<string, unknown>[] = [{}];
  for (const [name, values] of args) out = out.flatMap((o) => values.map((v) => ({ ...o, [name]: v })));
  return out;
}

/** A message compiled as the build compiles it, rendered by Lingui in a locale. */
function formatMessage(message: string, locale: string, values: Record<string, unknown> = {}): string {
  const i18n = setupI18n({ locale: 'x', locales: locale, messages: { x: { m: compileMessage(message) } } });
  return translate(i18n, 'm', values);
}

/**
 * The screens' catalogues compiled at build time and rendered by Lingui (decision 036): every message of
 * every language formats as intl-messageformat, the reference ICU implementation, formats it.
 */
describe('compiled catalogues', () => {
  it('flattens a catalogue to dotted keys and leaves empty texts out', () => {
    const compiled = compileCatalogue({ nav: { live: 'Live Auctions', none: '' }, count: '{n, plural, one {# bid} other {# bids}}' });
    expect(Object.keys(compiled)).toEqual(['nav.live', 'count']);
  });

  it('formats plurals with Indian grouping and Latin digits in every language', () => {
    const m = '{count, plural, one {# auction} other {# auctions}}';
    expect(formatMessage(m, 'en-IN', { count: 1 })).toBe('1 auction');
    expect(formatMessage(m, 'en-IN', { count: 1250000 })).toBe('12,50,000 auctions');
    expect(formatMessage('{count, plural, one {# नीलामी} other {# नीलामियाँ}}', 'hi-IN-u-nu-latn', { count: 125000 })).toBe(
      '1,25,000 नीलामियाँ',
    );
    expect(formatMessage('{count, plural, one {# लिलाव} other {# लिलाव}}', 'mr-IN-u-nu-latn', { count: 1234 })).toBe('1,234 लिलाव');
  });

  it('picks exact matches, selects and quoted braces', () => {
    expect(formatMessage('{n, plural, =0 {none} one {one} other {#}}', 'en-IN', { n: 0 })).toBe('none');
    expect(formatMessage('{s, select, live {Live} other {Other}}', 'en-IN', { s: 'ended' })).toBe('Other');
    expect(formatMessage("Don't use '{braces}' here", 'en-IN')).toBe("Don't use {braces} here");
  });

  it('formats every catalogue message as intl-messageformat does', () => {
    let checked = 0;
    for (const language of readdirSync(LOCALES)) {
      const locale = ICU_LOCALE[language];
      if (!locale) continue;
      for (const file of readdirSync(path.join(LOCALES, language)).filter((f) => f.endsWith('.json'))) {
        const catalogue = JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Catalogue;
        for (const message of messages(catalogue)) {
          const reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
          for (const values of samples(message)) {
            expect(formatMessage(message, locale, values), `${language}/${file}: ${message}`).toBe(reference.format(values));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
