import { LaptopIcon, MoonIcon, SunIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useCommonText } from '@web/i18n/ns/common';
import { useTheme, type Theme } from './theme-provider';

const NEXT: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' };

/**
 * One button cycling light → dark → system. NOTE: a plain button rather than a menu keeps the
 * menu/popper code out of the first page load.
 */
export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const t = useCommonText();
  const label = (choice: Theme) => t(`theme.${choice}`);
  const Icon = theme === 'system' ? LaptopIcon : theme === 'dark' ? MoonIcon : SunIcon;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(NEXT[theme])}
      aria-label={t('theme.label', { current: label(theme), next: label(NEXT[theme]) })}
      title={t('theme.title', { current: label(theme) })}
      data-theme-choice={theme}
    >
      <Icon />
    </Button>
  );
}
