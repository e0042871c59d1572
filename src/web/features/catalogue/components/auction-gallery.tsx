import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { AuctionImage } from '@shared/schemas/auction';
import { galleryImages } from '@shared/domain/primary-image';
import { PropertyPlaceholder } from '@web/components/auction/property-placeholder';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useBiddingText } from '@web/i18n/ns/bidding';

const SWIPE_PX = 40;

/**
 * Spec §2 gallery: the first image large, the rest as thumbnails, a placeholder when there are
 * none. Arrow keys move through the photos when the gallery has focus; a horizontal swipe does
 * the same on touch screens.
 */
export function AuctionGallery({ images, title }: { images: readonly AuctionImage[]; title: string }) {
  const t = useBiddingText();
  const ordered = galleryImages(images);
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const count = ordered.length;
  const current = ordered[Math.min(index, count - 1)];

  if (!current) {
    return (
      <div className="aspect-[16/10] overflow-hidden rounded-xl border">
        <PropertyPlaceholder label={t('gallery.noPhotos', { title })} />
      </div>
    );
  }

  const go = (i: number) => setIndex(((i % count) + count) % count);

  const onKeyDown = (e: KeyboardEvent) => {
    if (count < 2) return;
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(count - 1);
    else return;
    e.preventDefault();
  };

  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const s = start.current;
    start.current = null;
    if (!s || count < 2) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section aria-label={t('gallery.photos')} className="space-y-3">
      <div
        role="group"
        aria-roledescription="carousel"
        aria-label={count > 1 ? t('gallery.carousel', { index: index + 1, count }) : t('gallery.photo')}
        tabIndex={count > 1 ? 0 : -1}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        className="group relative aspect-[16/10] touch-pan-y overflow-hidden rounded-xl border bg-muted select-none"
        data-testid="gallery-main"
      >
        <img
          key={current.id}
          src={current.imageUrl}
          width={current.width}
          height={current.height}
          alt={current.caption || t('gallery.photoAlt', { title, index: index + 1 })}
          loading="eager"
          fetchPriority={index === 0 ? 'high' : 'auto'}
          decoding="async"
          draggable={false}
          className="size-full object-cover"
        />
        {count > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-card/85 backdrop-blur"
              aria-label={t('gallery.previous')}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-card/85 backdrop-blur"
              aria-label={t('gallery.next')}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </Button>
            <span
              className="tabular absolute right-2 bottom-2 rounded-md bg-black/65 px-2 py-0.5 text-xs font-medium text-white"
              aria-hidden
            >
              {index + 1} / {count}
            </span>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t('gallery.thumbnails')}>
          {ordered.map((img, i) => (
            <li key={img.id} className="shrink-0">
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('gallery.show', { index: i + 1, count })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block w-24 overflow-hidden rounded-md border-2 sm:w-28',
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                <img
                  src={img.thumbUrl}
                  width={img.width}
                  height={img.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="aspect-[16/10] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
