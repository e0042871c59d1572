import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createScreenI18n, loadEveryCatalogue } from '@web/i18n/i18n';
import { Pager } from './pager';

type Props = Parameters<typeof Pager>[0];

function render(props: Omit<Props, 'onPage'>, language: 'en' | 'hi' = 'en'): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={createScreenI18n(language)}>
      <MemoryRouter>
        <Pager {...props} onPage={() => {}} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const buttons = (html: string) =>
  [...html.matchAll(/<(button|a)\b([^>]*)>(.*?)<\/\1>/g)].map(([, tag, attrs = '', inner]) => ({ tag, attrs, inner }));

describe('Pager', () => {
  it('shows nothing for a single page', () => {
    expect(render({ page: 1, pageCount: 1 })).toBe('');
  });

  it('offers the next page on the first and the previous on the last, each disabled where there is none', () => {
    const first = buttons(render({ page: 1, pageCount: 3 }));
    expect(first.map((b) => [b.tag, /\sdisabled=""/.test(b.attrs)])).toEqual([
      ['button', true],
      ['button', false],
    ]);
    const last = buttons(render({ page: 3, pageCount: 3 }));
    expect(last.map((b) => /\sdisabled=""/.test(b.attrs))).toEqual([false, true]);
    expect(render({ page: 2, pageCount: 3 })).toContain('Page 2 of 3');
  });

  it('is made of links to the pages where the page lives in the URL, so it works before hydration', () => {
    const steps = buttons(render({ page: 2, pageCount: 5, href: (p) => `/live-auctions?page=${p}` }));
    expect(steps.map((b) => [b.tag, /href="([^"]*)"/.exec(b.attrs)?.[1]])).toEqual([
      ['a', '/live-auctions?page=1'],
      ['a', '/live-auctions?page=3'],
    ]);
  });

  it('reads a capped count as a lower bound and goes on while told there is a next page', () => {
    const html = render({ page: 84, pageCount: 84, capped: true, hasNext: true });
    expect(html).toContain('Page 84 of 84+');
    expect(buttons(html).map((b) => /\sdisabled=""/.test(b.attrs))).toEqual([false, false]);
  });

  it('speaks the page’s language', async () => {
    await loadEveryCatalogue();
    const html = render({ page: 2, pageCount: 3 }, 'hi');
    expect(html).toContain('पेज 2 / 3');
    expect(html).toContain('पिछला');
    expect(html).not.toContain('Previous');
  });
});
