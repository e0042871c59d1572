import type { PushSubscriptionState } from '@shared/schemas/push';
import { api } from '@web/lib/api-client';

/** `DELETE /api/me/push-subscriptions`: the server forgets this browser's endpoint. */
export function deletePushSubscription(endpoint: string): Promise<PushSubscriptionState> {
  return api<PushSubscriptionState>('/api/me/push-subscriptions', { method: 'DELETE', body: { endpoint } });
}
