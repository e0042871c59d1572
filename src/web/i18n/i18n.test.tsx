import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { compileCatalogue } from './compile-catalogue';
import {
  addEnglish,
  chooseLanguage,
  createScreenI18n,
  currentLanguage,
  i18n,
  loadEveryCatalogue,
  PSEUDO,
  translate,
  useTranslate,
  type ScreenLanguage,
} from './i18n';
import { commonText } from './ns/common';

/** The catalogue store (decision 028): lookups, fallbacks, and a switch of language that waits for its catalogues. */
describe('the catalogue store', () => {
  // NOTE: test files share their worker's modules, so the language is set back after each test.
  afterEach(() => chooseLanguage('en'));

  addEnglish(
    'i18n-test',
    compileCatalogue({ greeting: { plain: 'Hello', named: 'Hello, {name}' }, count: '{n, plural, one {# bid} other {# bids}}' }),
  );
  /** What the server renders: one page in a language, with an instance of its own. */
  const page = (language: ScreenLanguage | null, children: ReactNode) =>
    renderToStaticMarkup(<I18nProvider i18n={language ? createScreenI18n(language) : i18n}>{children}</I18nProvider>);

  it('formats an English message with its values, in Indian grouping', () => {
    expect(translate('i18n-test', 'greeting.named', { name: 'Priya' })).toBe('Hello, Priya');
    expect(translate('i18n-test', 'count', { n: 1 })).toBe('1 bid');
    expect(translate('i18n-test', 'count', { n: 1_25_000 })).toBe('1,25,000 bids');
  });

  it('falls back to the default value, then to the key, for a text no catalogue has', () => {
    expect(translate('i18n-test', 'greeting.none', { defaultValue: 'Plot/Land' })).toBe('Plot/Land');
    expect(translate('i18n-test', 'greeting.none')).toBe('greeting.none');
    // A key that names a group of texts is not a text.
    expect(translate('i18n-test', 'greeting')).toBe('greeting');
  });

  it('switches only once the catalogues have arrived, then speaks the language', async () => {
    const english = commonText('language.label', { name: 'हिन्दी' });
    const switching = chooseLanguage('hi');
    expect(currentLanguage()).toBe('en');
    expect(commonText('language.label', { name: 'हिन्दी' })).toBe(english);
    await switching;
    expect(currentLanguage()).toBe('hi');
    expect(commonText('language.label', { name: 'हिन्दी' })).toBe('भाषा: हिन्दी. भाषा चुनें');
    // A namespace with no translation reads English.
    expect(translate('i18n-test', 'greeting.plain')).toBe('Hello');
  });

  it('keeps the later of two switches asked for at once', async () => {
    await Promise.all([chooseLanguage('hi'), chooseLanguage('mr')]);
    expect(currentLanguage()).toBe('mr');
    expect(commonText('nav.liveAuctions')).toBe('थेट लिलाव');
    await Promise.all([chooseLanguage('mr'), chooseLanguage('hi')]);
    expect(currentLanguage()).toBe('hi');
  });

  it('wraps every catalogue text in the pseudo-language, and leaves the key of a missing one bare', async () => {
    await chooseLanguage(PSEUDO);
    expect(translate('i18n-test', 'greeting.named', { name: 'Priya' })).toBe('⟦Hello, Priya⟧');
    expect(translate('i18n-test', 'greeting.none')).toBe('greeting.none');
  });

  it("gives a component its namespace's texts in its page's language", async () => {
    function Label() {
      const t = useTranslate('common');
      return <span>{t('nav.liveAuctions')}</span>;
    }
    expect(page(null, <Label />)).toBe('<span>Live Auctions</span>');
    await chooseLanguage('hi');
    expect(page(null, <Label />)).toBe('<span>लाइव नीलामियाँ</span>');
    await loadEveryCatalogue();
    // Two pages at once, each in its own language, whatever the tab's.
    expect(page('mr', <Label />)).toBe('<span>थेट लिलाव</span>');
    expect(page('en', <Label />)).toBe('<span>Live Auctions</span>');
    expect(page(PSEUDO, <Label />)).toBe('<span>⟦Live Auctions⟧</span>');
  });
});
