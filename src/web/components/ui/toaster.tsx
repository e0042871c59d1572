import { Toaster as Sonner } from 'sonner';
import { useTheme } from '@web/components/layout/theme-provider';

/** One visible toast at a time (spec §9); the default display time is 5,000 ms. */
export function Toaster() {
  const { resolved } = useTheme();
  return <Sonner theme={resolved} visibleToasts={1} duration={5000} richColors closeButton position="top-right" />;
}
