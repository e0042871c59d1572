import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PushEndpointSchema, PushPublicKeySchema, PushSubscriptionSchema, PushSubscriptionStateSchema } from '../../../shared/schemas/push';
import { noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { PushService } from './push.service';

const signedIn = { session: 'signedIn' } as const;

/** Web Push (decision 027): the key browsers subscribe with, and the caller's subscriptions. */
export async function pushRoutes(app: FastifyInstance, { push, getActor }: { push: PushService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/push/public-key',
    {
      schema: {
        ...describeRoute('push', 'The VAPID public key a browser subscribes with, or `enabled: false` when push is off'),
        response: { 200: PushPublicKeySchema },
      },
    },
    async () => push.publicKey(),
  );

  r.post(
    '/api/me/push-subscriptions',
    {
      schema: {
        ...describeRoute('push', "Save this browser's push subscription (its PushSubscription JSON) for the caller", {
          ...signedIn,
          description:
            'One browser, one owner: a subscription another user saved becomes the caller’s only when the body carries its ' +
            'stored keys (p256dh and auth), as the browser holding it does; otherwise 409 `PUSH_SUBSCRIPTION_TAKEN` (decision 037).',
        }),
        body: PushSubscriptionSchema,
        response: { 200: PushSubscriptionStateSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return push.subscribe(await getActor(req), req.body, req.headers['user-agent']);
    },
  );

  r.delete(
    '/api/me/push-subscriptions',
    {
      schema: {
        ...describeRoute('push', "Forget the caller's push subscription at an endpoint", signedIn),
        body: PushEndpointSchema,
        response: { 200: PushSubscriptionStateSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return push.unsubscribe(await getActor(req), req.body.endpoint);
    },
  );
}
