import { useCommonText } from '@web/i18n/ns/common';
import { cn } from '@web/lib/cn';

/**
 * Drawn stand-in for an auction without photos (spec §3: primary, else first, else a placeholder).
 * Inline SVG in theme colours: no request, no layout shift, right in both themes. With an empty
 * label it is decorative (a card already names its auction) and hidden from screen readers.
 */
export function PropertyPlaceholder({ className, label }: { className?: string; label?: string }) {
  const t = useCommonText();
  label ??= t('ui.noPhoto');
  return (
    <svg
      viewBox="0 0 160 100"
      preserveAspectRatio="xMidYMid slice"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn('size-full bg-muted text-muted-foreground', className)}
    >
      <rect width="160" height="100" className="fill-muted" />
      <circle cx="128" cy="24" r="9" className="fill-accent/40" />
      <path d="M0 82 C40 72 70 78 100 74 S140 70 160 72 V100 H0Z" className="fill-primary/10" />
      <g fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" opacity="0.55">
        <path d="M52 52 L80 30 L108 52" />
        <path d="M58 48 V78 H102 V48" />
        <path d="M74 78 V62 H86 V78" />
        <rect x="63" y="54" width="7" height="7" />
        <rect x="90" y="54" width="7" height="7" />
        <path d="M96 38 V30 H102 V43" />
      </g>
    </svg>
  );
}
