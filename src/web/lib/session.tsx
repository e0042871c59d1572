import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { Subject } from '@shared/domain/access';
import type { Role } from '@shared/domain/constants';
import type { Me, Session } from '@shared/schemas/account';
import { api } from './api-client';
import { realtimeClient, useRealtimeTopic } from './use-realtime';

export const meQueryKey = ['me'] as const;

/**
 * `GET /api/session`: who is signed in, or null for a visitor. Not `/api/me`, whose 401 for a visitor
 * the browser would log as a failed request on every signed-out page.
 */
export async function fetchMe(): Promise<Me | null> {
  return (await api<Session>('/api/session')).me;
}

type SessionState = {
  me: Me | null;
  user: Me['user'] | null;
  role: Role | null;
  /** Who is asking, as the shared access rules of @shared/domain/access take it; null when signed out. */
  subject: Subject;
  /** True until the first session lookup settles (spec §4 session). */
  loading: boolean;
  refresh: () => Promise<void>;
  /**
   * Ends the session on the server: true once it has (the caller then loads a page afresh), false
   * when the request failed and the session was only cleared in this tab (spec §8).
   */
  signOut: () => Promise<boolean>;
};

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const qc = useQueryClient();
  const query = useQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 60_000, retry: 1 });
  const refresh = useCallback(async () => {
    await qc.invalidateQueries({ queryKey: meQueryKey });
  }, [qc]);
  const signOut = useCallback(async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
      return true;
    } catch (err) {
      // Spec §8: a failed sign-out is only logged; the local session is cleared regardless.
      console.error(err);
    }
    qc.setQueryData(meQueryKey, null);
    qc.removeQueries({ predicate: (q) => q.queryKey[0] !== meQueryKey[0] });
    return false;
  }, [qc]);
  const me = query.data ?? null;
  useSocketFollowsSession(query.isPending ? undefined : (me?.user.id ?? null));
  // NOTE: an admin approving, suspending or re-roling this user changes what every screen may show
  // (the buyer dashboard's banner and cards, the bid box): a rare event, so everything is refetched.
  useRealtimeTopic(
    me ? 'user' : null,
    (msg) => {
      if (msg.event === 'account.changed') void qc.invalidateQueries();
    },
    {
      // NOTE: the server closes the sockets of a session that ended (a sign-out elsewhere, a password
      // reset); the socket the client opens again is a visitor's, refused this topic: re-read who is
      // signed in. Once `me` is null the topic is no longer asked for, so this cannot repeat.
      onError: (error) => {
        if (error.code === 'UNAUTHENTICATED') void refresh();
      },
    },
  );
  const value = useMemo<SessionState>(() => {
    // A failed role lookup falls back to buyer (spec §6).
    const role = me ? (me.role ?? 'buyer') : null;
    return {
      me,
      user: me?.user ?? null,
      role,
      subject: me && role ? { userId: me.user.id, role, profile: me.profile } : null,
      loading: query.isPending,
      refresh,
      signOut,
    };
  }, [me, query.isPending, refresh, signOut]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * A socket's identity is fixed when it opens (the cookie of its upgrade request): when the signed-in
 * user changes within the tab (a sign-in, a sign-out), the realtime connection opens again, so the
 * `user` and `admin` topics follow the new session. Nothing happens while the first lookup is pending.
 */
function useSocketFollowsSession(userId: string | null | undefined) {
  const known = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    if (known.current !== undefined && known.current !== userId) realtimeClient().reconnect();
    known.current = userId;
  }, [userId]);
}

export function useSession(): SessionState {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used within a SessionProvider');
  return ctx;
}
