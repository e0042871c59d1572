import { describe, expect, it } from 'vitest';
import { createPageRenderer, splitTemplate, type ServerEntry } from './pages';

const entry: ServerEntry = {
  prepare: async () => {},
  renderPage: () => Promise.reject(new Error('not rendered here')),
  REDIRECTS: { '/admin/reports': '/admin-reports' },
};
const pages = createPageRenderer(entry, splitTemplate('<html><head></head><body><div id="root"></div></body></html>'), 'http://x');

describe('redirects of pages', () => {
  it("lead the spec's old internal paths to the pages they mean", () => {
    expect(pages.redirectFor('/admin/reports')).toBe('/admin-reports');
    expect(pages.redirectFor('/admin/reports?tab=1')).toBe('/admin-reports');
    expect(pages.redirectFor('/admin-reports')).toBeUndefined();
  });

  it("lead the certificate form's answer without JavaScript to the certificate's own address", () => {
    expect(pages.redirectFor('/verify?number=nl-sc-2026-1a2b3c4d')).toBe('/verify/NL-SC-2026-1A2B3C4D');
    expect(pages.redirectFor('/verify?number=NL%2FSC%2F2026%2F1A2B3C4D')).toBe('/verify/NL-SC-2026-1A2B3C4D');
    // What cannot be a number stays on the form, which says so.
    expect(pages.redirectFor('/verify?number=hello')).toBeUndefined();
    expect(pages.redirectFor('/verify?number=')).toBeUndefined();
    expect(pages.redirectFor('/verify')).toBeUndefined();
  });
});
