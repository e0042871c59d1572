import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import {
  PUSH_MESSAGES,
  type PushMessage,
  type PushPublicKey,
  type PushSubscriptionInput,
  type PushSubscriptionState,
} from '../../../shared/schemas/push';
import type { Db } from '../../db/client';
import { requireSignedIn } from '../../lib/security/access';
import type { Actor } from '../../lib/security/actor';
import { AppError, HTTP, ValidationError } from '../../lib/http/errors';
import type { VapidDetails } from '../../lib/security/vapid-keys';
import { pushRepository } from './push.repository';

/** Browsers per user that receive pushes; subscribing one more forgets the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_USER = 20;
/** How long a push service keeps a message for a device that is offline. */
export const PUSH_TTL_S = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const MAX_USER_AGENT = 300;

/**
 * The push services of the browsers people use (Chrome, Edge, Opera, Samsung and Brave use Google's;
 * Firefox Mozilla's; Safari Apple's; Windows' own). NOTE: the server sends a request to whatever
 * endpoint a subscription names, so an endpoint elsewhere is refused: it would let anyone make the
 * server call a host of their choice.
 */
export const PUSH_SERVICE_HOSTS = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'];

export function isKnownPushService(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return url.protocol === 'https:' && PUSH_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}

export class PushOffError extends AppError {
  constructor() {
    super(HTTP.NOT_FOUND, 'PUSH_OFF', PUSH_MESSAGES.pushOff);
  }
}

/** The endpoint is another user's, and the caller did not send the keys that prove it holds the browser. */
export class PushSubscriptionTakenError extends AppError {
  constructor() {
    super(HTTP.CONFLICT, 'PUSH_SUBSCRIPTION_TAKEN', PUSH_MESSAGES.subscriptionTaken);
  }
}

/** Some devices could not be reached for a reason other than being gone; the caller may retry. */
export class PushDeliveryError extends Error {
  constructor(
    readonly sent: number,
    readonly gone: number,
    readonly failed: number,
    readonly causes: unknown[],
  ) {
    super(`push delivery failed for ${failed} of ${sent + gone + failed} subscriptions`);
    this.name = 'PushDeliveryError';
  }
}

export type PushServiceOptions = {
  /** The key pair and contact that sign every request; null: push is off on this server. */
  vapid: VapidDetails | null;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Which endpoints a browser may subscribe with (default: the known push services). */
  isPushEndpoint?: (endpoint: string) => boolean;
  /** The HTTPS agent requests go through (tests trust their local push service with it). */
  agent?: Agent;
  clock?: () => Date;
};

/** Web Push (decision 027): the browsers of each user, and sending a message to all of them. */
export function createPushService(
  db: Db,
  { vapid, log, isPushEndpoint = isKnownPushService, agent, clock = () => new Date() }: PushServiceOptions,
) {
  return {
    publicKey(): PushPublicKey {
      return vapid ? { enabled: true, publicKey: vapid.publicKey } : { enabled: false };
    },

    /**
     * Saves this browser's subscription for the caller. One saved by another user becomes the caller's
     * only when the caller sends its stored keys, as the browser holding it does (decision 037).
     */
    async subscribe(actorOrNull: Actor | null, input: PushSubscriptionInput, userAgent?: string): Promise<PushSubscriptionState> {
      const actor = requireSignedIn(actorOrNull);
      if (!vapid) throw new PushOffError();
      if (!isPushEndpoint(input.endpoint)) {
        throw new ValidationError(PUSH_MESSAGES.endpointRefused, [{ path: 'endpoint', message: PUSH_MESSAGES.endpointRefused }]);
      }
      await db.transaction(async (tx) => {
        const saved = await pushRepository.save(tx, {
          userId: actor.userId,
          endpoint: input.endpoint,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT) : null,
        });
        if (!saved) throw new PushSubscriptionTakenError();
        await pushRepository.keepNewest(tx, actor.userId, MAX_PUSH_SUBSCRIPTIONS_PER_USER);
      });
      return { subscribed: true };
    },

    /** Forgets the caller's subscription at this endpoint; forgetting an unknown one still succeeds. */
    async unsubscribe(actorOrNull: Actor | null, endpoint: string): Promise<PushSubscriptionState> {
      const actor = requireSignedIn(actorOrNull);
      await pushRepository.deleteForUser(db, actor.userId, endpoint);
      return { subscribed: false };
    },

    /**
     * Sends the message to every browser of the user. A subscription its push service calls gone
     * (404, 410) is deleted. Any other failure throws a PushDeliveryError after the rest were tried,
     * so the caller may retry: a browser that got the message already gets it again, and the `tag`
     * then replaces the first notification instead of adding a second.
     */
    async sendToUser(userId: string, message: PushMessage): Promise<{ sent: number; gone: number }> {
      if (!vapid) return { sent: 0, gone: 0 };
      const subscriptions = await pushRepository.listForUser(db, userId);
      if (subscriptions.length === 0) return { sent: 0, gone: 0 };
      const payload = JSON.stringify(message);
      const results = await Promise.allSettled(
        subscriptions.map((s) =>
          webPush.sendNotification({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, payload, {
            vapidDetails: vapid,
            TTL: PUSH_TTL_S,
            timeout: SEND_TIMEOUT_MS,
            ...(agent ? { agent } : {}),
          }),
        ),
      );
      const delivered: string[] = [];
      const gone: string[] = [];
      const failures: unknown[] = [];
      results.forEach((r, i) => {
        const id = subscriptions[i]!.id;
        if (r.status === 'fulfilled') delivered.push(id);
        else if (r.reason instanceof WebPushError && (r.reason.statusCode === 404 || r.reason.statusCode === 410)) gone.push(id);
        else failures.push(r.reason);
      });
      await pushRepository.deleteByIds(db, gone);
      await pushRepository.markDelivered(db, delivered, clock());
      if (gone.length > 0) log.info({ userId, gone: gone.length }, 'push subscriptions gone, deleted');
      if (failures.length > 0) {
        const statuses = failures.map((f) => (f instanceof WebPushError ? f.statusCode : (f as Error).message));
        log.warn({ userId, failed: failures.length, statuses }, 'push delivery failed');
        throw new PushDeliveryError(delivered.length, gone.length, failures.length, failures);
      }
      return { sent: delivered.length, gone: gone.length };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
