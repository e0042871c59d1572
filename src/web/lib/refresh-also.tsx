import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { refreshAfterWrite } from './query-client';

/**
 * Other features' query keys that a screen's writes also refresh.
 *
 * NOTE: a feature spells only its own query keys. When a write in one feature changes what another
 * shows on the same screen or the next (an EMD deposit and the buyer's dashboard figures), the route
 * that composes them wraps the writing part in <RefreshAlso> with the keys the other feature
 * exports; the writing feature never learns whose keys they are.
 */
const RefreshAlsoContext = createContext<readonly QueryKey[]>([]);

export function RefreshAlso({ keys, children }: { keys: readonly QueryKey[]; children: ReactNode }) {
  const outer = useContext(RefreshAlsoContext);
  const value = useMemo(() => [...outer, ...keys], [outer, keys]);
  return <RefreshAlsoContext.Provider value={value}>{children}</RefreshAlsoContext.Provider>;
}

/** The keys the composing route added, for a feature that refetches on live events. */
export function useRefreshAlso(): readonly QueryKey[] {
  return useContext(RefreshAlsoContext);
}

/** After a write: refreshes the feature's own keys and those the composing route added (see refreshAfterWrite). */
export function useRefreshAfterWrite(): (...own: readonly QueryKey[]) => Promise<void> {
  const qc = useQueryClient();
  const also = useContext(RefreshAlsoContext);
  return useCallback((...own: readonly QueryKey[]) => refreshAfterWrite(qc, ...own, ...also), [qc, also]);
}
