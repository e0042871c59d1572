/** What the order of an auction's images depends on. */
type Ordered = { isPrimary: boolean; displayOrder: number };

/** Spec §3: images sort by display order; the primary one is shown, else the first. */
export function sortImages<T extends Ordered>(images: readonly T[]): T[] {
  return [...images].sort((a, b) => a.displayOrder - b.displayOrder);
}

/** The image a card, a share preview and the gallery's first slide show. */
export function primaryImage<T extends Ordered>(images: readonly T[]): T | undefined {
  return images.find((i) => i.isPrimary) ?? sortImages(images)[0];
}

/** Gallery order: the primary image first, then the rest by display order. */
export function galleryImages<T extends Ordered>(images: readonly T[]): T[] {
  const sorted = sortImages(images);
  const primary = primaryImage(sorted);
  return primary ? [primary, ...sorted.filter((i) => i !== primary)] : sorted;
}
