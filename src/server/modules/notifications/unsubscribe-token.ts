import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '../../../shared/domain/notification-kinds';

/**
 * The token of an e-mail's unsubscribe link: the user and the kind, signed with the server's secret
 * (HMAC-SHA256), so the link turns that kind's e-mail off without signing in and cannot be forged for
 * another user or kind. It does not expire: a link in an old e-mail keeps working, as mail clients expect.
 * A saved search's alert names the search too: its link stops that search's alerts alone (decision 054).
 */
export function createUnsubscribeTokens(secret: string) {
  const mac = (payload: string) => createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');
  return {
    sign(userId: string, kind: NotificationKind, savedSearchId?: string): string {
      const payload = Buffer.from(JSON.stringify(savedSearchId ? [userId, kind, savedSearchId] : [userId, kind])).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token: string): { userId: string; kind: NotificationKind; savedSearchId?: string } | null {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const [userId, kind, savedSearchId] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
        if (typeof userId !== 'string' || !isNotificationKind(kind)) return null;
        if (savedSearchId !== undefined && typeof savedSearchId !== 'string') return null;
        return savedSearchId ? { userId, kind, savedSearchId } : { userId, kind };
      } catch {
        return null;
      }
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
