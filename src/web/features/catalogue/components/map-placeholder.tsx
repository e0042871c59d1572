import { MapPinIcon } from 'lucide-react';
import { useBiddingText } from '@web/i18n/ns/bidding';

/**
 * A drawn stand-in for a map (spec §2 Location tab): no external tiles are loaded. The link opens
 * the viewer's own map service with the address.
 */
export function MapPlaceholder({ place }: { place: string }) {
  const t = useBiddingText();
  return (
    <figure className="overflow-hidden rounded-xl border">
      <svg
        viewBox="0 0 400 200"
        role="img"
        aria-label={t('map.label', { place })}
        className="block h-48 w-full bg-muted sm:h-64"
        preserveAspectRatio="xMidYMid slice"
      >
        <rect width="400" height="200" className="fill-muted" />
        <path d="M-10 150 C80 120 140 170 230 130 S360 90 410 110" className="fill-none stroke-upcoming/35" strokeWidth="14" />
        <g className="stroke-card" strokeWidth="8" fill="none">
          <path d="M0 60 H400" />
          <path d="M0 110 L400 70" />
          <path d="M90 0 V200" />
          <path d="M250 0 L300 200" />
        </g>
        <g className="stroke-border" strokeWidth="3" fill="none">
          <path d="M0 30 H400 M0 175 H400 M40 0 V200 M160 0 V200 M350 0 V200" />
        </g>
        <rect x="110" y="120" width="40" height="28" rx="3" className="fill-live/20" />
        <rect x="270" y="20" width="55" height="35" rx="3" className="fill-live/20" />
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 border-t bg-card px-4 py-3 text-sm">
        <span className="flex items-center gap-1.5">
          <MapPinIcon className="size-4 text-primary" aria-hidden />
          <span translate="no">{place}</span>
        </span>
        <a
          className="font-medium text-primary underline-offset-4 hover:underline"
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`}
          target="_blank"
          rel="noreferrer noopener"
        >
          {t('map.open')}
          <span className="sr-only">{t('map.newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
