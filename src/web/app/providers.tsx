import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@web/components/layout/theme-provider';
import { Toaster } from '@web/components/ui/toaster';
import { AccountLanguage } from '@web/lib/language';
import { SessionProvider } from '@web/lib/session';
import { RenderedAt } from '@web/lib/use-now';

export type ProvidersProps = {
  /** One per page load in the browser, one per request on the server: never shared between users. */
  queryClient: QueryClient;
  /** The page's texts in its language (decision 036): the tab's instance in the browser, one per request on the server. */
  i18n: I18n;
  /** The theme the server rendered the page in, when it did. */
  theme?: Theme;
  /** The time the server rendered the page at, when it did (countdowns hydrate from it). */
  renderedAt?: number | null;
  children: ReactNode;
};

export function Providers({ queryClient, i18n, theme, renderedAt = null, children }: ProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RenderedAt value={renderedAt}>
          <ThemeProvider initial={theme}>
            <SessionProvider>
              <AccountLanguage />
              {children}
              <Toaster />
            </SessionProvider>
          </ThemeProvider>
        </RenderedAt>
      </QueryClientProvider>
    </I18nProvider>
  );
}
