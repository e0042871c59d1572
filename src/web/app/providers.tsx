import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from '@web/components/layout/theme-provider';
import { Toaster } from '@web/components/ui/toaster';
import { AccountLanguage } from '@web/lib/language';
import { createQueryClient } from '@web/lib/query-client';
import { SessionProvider } from '@web/lib/session';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider>
          <AccountLanguage />
          {children}
          <Toaster />
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
