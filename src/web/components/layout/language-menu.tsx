import { CheckIcon, LanguagesIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/domain/languages';
import { Button } from '@web/components/ui/button';
import { useCommonText } from '@web/i18n/ns/common';
import { useScreenLanguage } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';

/**
 * The language menu (decision 028): a button naming the current language, and a menu of the
 * languages, each in its own name. NOTE: a small hand-made menu (WAI-ARIA menu button pattern)
 * keeps the popper code out of the first page load, like the theme toggle.
 */
export function LanguageMenu({ onChoose }: { onChoose: (language: Language) => void }) {
  const t = useCommonText();
  const current = useScreenLanguage();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    items.current[Math.max(0, LANGUAGES.indexOf(current as Language))]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, current]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const move = (i: number) => items.current[(i + LANGUAGES.length) % LANGUAGES.length]?.focus();
    if (e.key === 'ArrowDown') move(at + 1);
    else if (e.key === 'ArrowUp') move(at - 1);
    else if (e.key === 'Home') move(0);
    else if (e.key === 'End') move(LANGUAGES.length - 1);
    else if (e.key === 'Escape' || e.key === 'Tab') close();
    else return;
    e.preventDefault();
  };
  const shownName = LANGUAGE_NAMES[current as Language] ?? LANGUAGE_NAMES.en;

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={t('language.label', { name: shownName })}
        title={shownName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid="language-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <LanguagesIcon />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={t('language.label', { name: shownName })}
          className="absolute right-0 z-50 mt-1 min-w-36 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
          onKeyDown={onMenuKey}
        >
          {LANGUAGES.map((language, i) => (
            <button
              key={language}
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={language === current}
              lang={language}
              translate="no"
              tabIndex={-1}
              className={cn(
                'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted',
                language === current && 'font-semibold',
              )}
              onClick={() => {
                close();
                onChoose(language);
              }}
            >
              <CheckIcon className={cn('size-4', language === current ? 'opacity-100' : 'opacity-0')} aria-hidden />
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
