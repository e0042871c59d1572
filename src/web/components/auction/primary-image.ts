import type { AuctionImage } from '@shared/schemas/auction';

/** Spec §3: images sort by display order; the primary one is shown, else the first. */
export function sortImages(images: readonly AuctionImage[]): AuctionImage[] {
  return [...images].sort((a, b) => a.displayOrder - b.displayOrder);
}

export function primaryImage(images: readonly AuctionImage[]): AuctionImage | undefined {
  return images.find((i) => i.isPrimary) ?? sortImages(images)[0];
}

/** Gallery order: the primary image first, then the rest by display order. */
export function galleryImages(images: readonly AuctionImage[]): AuctionImage[] {
  const sorted = sortImages(images);
  const primary = primaryImage(sorted);
  return primary ? [primary, ...sorted.filter((i) => i !== primary)] : sorted;
}
