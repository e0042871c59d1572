import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/languages';
import { CATALOGUES, createI18n } from './i18n';
import { translate } from './lingui-translate';

type Token = string | [name: string, type?: string, format?: unknown];

/** A compiled message's arguments with their type, and the cases of each select or plural ("what:select(deposit|other)"). */
function placeholders(tokens: unknown): string[] {
  const found = new Set<string>();
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const token of list as Token[]) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      if ((type === 'select' || type === 'plural' || type === 'selectordinal') && format && typeof format === 'object') {
        const cases = Object.entries(format).filter(([key]) => key !== 'offset');
        found.add(
          `${name}:${type}(${cases
            .map(([key]) => key)
            .sort()
            .join('|')})`,
        );
        for (const [, value] of cases) walk(value);
      } else found.add(`${name}:${type ?? 'argument'}`);
    }
  };
  walk(tokens);
  return [...found].sort();
}

describe('the notification catalogues', () => {
  const english = CATALOGUES.en;

  it('have English messages to compare', () => {
    expect(Object.keys(english).length).toBeGreaterThan(50);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English key, and no other', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LANGUAGES)('%s has no empty message', (language) => {
    expect(Object.entries(CATALOGUES[language]).filter(([, message]) => !message.trim())).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('every %s message parses, with the placeholders and cases of its English', (language) => {
    for (const [id, message] of Object.entries(CATALOGUES[language])) {
      expect(() => compileMessage(message), `${language} ${id}`).not.toThrow();
      expect(placeholders(compileMessage(message)), `${language} ${id}`).toEqual(placeholders(compileMessage(english[id]!)));
    }
  });

  it('English messages parse', () => {
    for (const [id, message] of Object.entries(english)) expect(() => compileMessage(message), id).not.toThrow();
  });
});

describe('an i18n instance', () => {
  it('formats numbers for its language’s locale: Indian grouping, Latin digits', () => {
    for (const language of LANGUAGES) expect(createI18n(language).number(1_234_567)).toBe('12,34,567');
    expect(createI18n('mr').locales).toBe('mr-IN-u-nu-latn');
    // Marathi's own digits, had the catalogue's key been the formatting locale.
    expect(new Intl.NumberFormat('mr').format(1_234_567)).not.toBe('12,34,567');
  });

  it('is new each time, in its own language, over a catalogue compiled once', () => {
    const [a, b] = [createI18n('hi'), createI18n('hi')];
    expect(a).not.toBe(b);
    expect(a.messages).toBe(b.messages);
    const marathi = createI18n('mr');
    expect(translate(a, 'outbid.title')).toBe('आपसे ऊँची बोली लगी है');
    expect(translate(marathi, 'outbid.title')).toBe('तुमच्यापेक्षा जास्त बोली लागली आहे');
    expect(a.locale).toBe('hi');
  });

  it('cannot change the catalogue another instance reads', () => {
    expect(() => createI18n('en').load('en', { 'outbid.title': ['Changed'] })).toThrow();
    expect(translate(createI18n('en'), 'outbid.title')).toBe('You have been outbid');
  });

  it('keeps a typed backslash sequence as it was typed', () => {
    const title = String.raw`Plot \u0041 at C:\x41`;
    expect(translate(createI18n('en'), 'live.message', { title })).toBe(`"${title}" is now live. Place your bid before it ends.`);
  });
});
