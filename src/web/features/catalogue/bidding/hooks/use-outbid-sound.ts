import { useCallback, useSyncExternalStore } from 'react';

/** Whether this browser plays a chime when its buyer is outbid: a choice of the device, off until turned on. */
const KEY = 'neelami.outbidSound';
const listeners = new Set<() => void>();
/** The choice made in this tab, where storage refuses it (a private window's quota). */
let chosen: boolean | null = null;

function read(): boolean {
  if (chosen !== null) return chosen;
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same browser turning it on or off.
  const onStorage = (e: StorageEvent) => {
    if (e.key !== KEY) return;
    chosen = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useOutbidSound(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read, () => false);
  const set = useCallback((value: boolean) => {
    chosen = value;
    try {
      localStorage.setItem(KEY, value ? 'on' : 'off');
      chosen = null;
    } catch {
      // Storage refused: the choice lasts while the tab is open.
    }
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
