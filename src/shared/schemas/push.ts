import { z } from 'zod';
import { PUSH_MESSAGES } from '../messages/push';

export { PUSH_MESSAGES };

/** Longest push service URL accepted (FCM's are about 200 characters, Windows' about 500). */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;
/** Limits that keep an encrypted message well under the 4 KB that push services accept. */
export const MAX_PUSH_TITLE_LENGTH = 120;
export const MAX_PUSH_BODY_LENGTH = 600;
export const MAX_PUSH_URL_LENGTH = 1000;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes of a base64url text (padding allowed), or -1 when it is not base64url. */
function base64UrlBytes(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, '');
  return Math.floor((bare.length * 3) / 4);
}

/**
 * Body of `POST /api/me/push-subscriptions`: what the browser's `PushSubscription.toJSON()` gives.
 * p256dh is the browser's P-256 public key (65 bytes, uncompressed), auth its 16-byte secret (RFC 8291).
 */
export const PushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/, error: 'The endpoint must be an https URL' }).max(MAX_PUSH_ENDPOINT_LENGTH),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().refine((k) => base64UrlBytes(k) === 65, 'p256dh must be a 65-byte P-256 public key, base64url'),
    auth: z.string().refine((k) => base64UrlBytes(k) === 16, 'auth must be a 16-byte secret, base64url'),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

/** Body of `DELETE /api/me/push-subscriptions`. */
export const PushEndpointSchema = z.object({ endpoint: z.string().min(1).max(MAX_PUSH_ENDPOINT_LENGTH) });
export type PushEndpoint = z.infer<typeof PushEndpointSchema>;

/** Answer of both: whether this browser's endpoint is now subscribed. */
export const PushSubscriptionStateSchema = z.object({ subscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof PushSubscriptionStateSchema>;

/** `GET /api/push/public-key`: the VAPID key a browser subscribes with, or push is off on this server. */
export const PushPublicKeySchema = z.discriminatedUnion('enabled', [
  z.object({ enabled: z.literal(true), publicKey: z.string() }),
  z.object({ enabled: z.literal(false) }),
]);
export type PushPublicKey = z.infer<typeof PushPublicKeySchema>;

/**
 * One notification sent to every device of a user; the service worker shows it and opens `url` (a
 * path of this site) on a click. A later message with the same `tag` replaces the earlier one.
 */
export const PushMessageSchema = z.object({
  title: z.string().min(1).max(MAX_PUSH_TITLE_LENGTH),
  body: z.string().max(MAX_PUSH_BODY_LENGTH),
  url: z
    .string()
    .max(MAX_PUSH_URL_LENGTH)
    .regex(/^\/(?!\/)/, 'a path of this site, like /auction/…'),
  tag: z.string().min(1).max(100).optional(),
});
export type PushMessage = z.infer<typeof PushMessageSchema>;
