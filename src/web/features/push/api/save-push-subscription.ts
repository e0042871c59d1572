import type { PushSubscriptionInput, PushSubscriptionState } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

/** `POST /api/me/push-subscriptions`: this browser receives the signed-in user's pushes. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<PushSubscriptionState> {
  return api<PushSubscriptionState>('/api/me/push-subscriptions', { method: 'POST', body: subscription });
}
