import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_AUCTION } from '../domain/constants';
import { AuctionImageSchema } from './auction';
import { defineMessages } from '../messages/define';

/** Spec §5 image upload and §8 "Too many images" messages, word for word. */
export const UPLOAD_MESSAGES = defineMessages('upload', {
  invalidType: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed.',
  tooLarge: 'File size exceeds 5MB limit.',
  invalidUrl: 'Invalid image URL format',
  tooManyTitle: 'Too many images',
  tooMany: `You can upload a maximum of ${MAX_IMAGES_PER_AUCTION} images per auction`,
  noFile: 'Choose an image to upload.',
  dimensionsTooLarge: 'Image dimensions are too large. Use an image under 50 megapixels.',
  imageNotFound: 'Image not found',
} as const);

/** The path segment every auction image URL contains (spec §7 bucket name). */
export const AUCTION_IMAGES_SEGMENT = 'auction-images';

/** Accepted by the file picker; the server decides by the file's real content, not its type or name. */
export const ALLOWED_IMAGE_MIME_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** Client-side mirror of the server's checks, for immediate feedback before uploading. */
export function checkImageFile(file: { type: string; size: number }): string | null {
  if (!(ALLOWED_IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * `DELETE /api/auctions/:id/images` body. The URL must contain the auction-images segment.
 */
export const ImageRemoveSchema = z.object({
  imageUrl: z
    .string({ error: UPLOAD_MESSAGES.invalidUrl })
    .refine((v) => v.includes(`/${AUCTION_IMAGES_SEGMENT}/`), UPLOAD_MESSAGES.invalidUrl),
});
export type ImageRemove = z.infer<typeof ImageRemoveSchema>;

/** `PATCH /api/auctions/:id/images`: new order (image ids, first shown first) and/or primary image. */
export const ImageArrangeSchema = z
  .object({
    order: z.array(z.string()).max(MAX_IMAGES_PER_AUCTION).optional(),
    primaryId: z.string().optional(),
  })
  .refine((v) => v.order !== undefined || v.primaryId !== undefined, 'Give an order or a primary image');
export type ImageArrange = z.infer<typeof ImageArrangeSchema>;

/** Response of the image endpoints: the auction's images after the change, in display order. */
export const AuctionImagesResponseSchema = z.object({ images: z.array(AuctionImageSchema) });
export type AuctionImagesResponse = z.infer<typeof AuctionImagesResponseSchema>;
