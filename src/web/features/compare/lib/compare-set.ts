import { useCallback, useSyncExternalStore } from 'react';
import { MAX_COMPARED } from '@shared/domain/constants';

const KEY = 'neelami:compare';
const listeners = new Set<() => void>();
const NONE: readonly string[] = Object.freeze([]);
let cached: { raw: string | null; ids: readonly string[] } = { raw: null, ids: NONE };

function parse(raw: string | null): readonly string[] {
  try {
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, MAX_COMPARED) : NONE;
  } catch {
    return NONE;
  }
}

function read(): readonly string[] {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cached.ids;
  }
  if (raw !== cached.raw) cached = { raw, ids: parse(raw) };
  return cached.ids;
}

function write(ids: readonly string[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids));
  } catch {
    // Private mode without storage: the set lasts until the page closes.
    cached = { raw: JSON.stringify(ids), ids };
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type CompareToggle = 'added' | 'removed' | 'full';

/**
 * The auctions chosen to compare, kept by this browser (a reload and other tabs keep them), at most
 * MAX_COMPARED. Empty while the server renders and until the page is live.
 */
export function useCompareSet() {
  const ids = useSyncExternalStore(subscribe, read, () => NONE);
  const toggle = useCallback((id: string): CompareToggle => {
    const now = read();
    if (now.includes(id)) {
      write(now.filter((x) => x !== id));
      return 'removed';
    }
    if (now.length >= MAX_COMPARED) return 'full';
    write([...now, id]);
    return 'added';
  }, []);
  const remove = useCallback((id: string) => write(read().filter((x) => x !== id)), []);
  const clear = useCallback(() => write([]), []);
  return { ids, toggle, remove, clear };
}
