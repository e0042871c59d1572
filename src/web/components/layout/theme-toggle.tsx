import { LaptopIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTheme, type Theme } from './theme-provider';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/**
 * One button cycling light → dark → system. NOTE: a plain button rather than a menu keeps the
 * menu/popper code out of the first page load.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const Icon = theme === 'system' ? LaptopIcon : theme === 'dark' ? MoonIcon : SunIcon;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={`Theme: ${LABEL[theme]}. Switch to ${LABEL[NEXT[theme]]}`}
      title={`Theme: ${LABEL[theme]}`}
      data-theme-choice={theme}
    >
      <Icon />
    </Button>
  );
}
