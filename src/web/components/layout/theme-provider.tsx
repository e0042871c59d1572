import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { THEME_COOKIE, THEME_STORAGE_KEY } from '@shared/theme-init';

export type Theme = 'light' | 'dark' | 'system';

type ThemeState = { theme: Theme; resolved: 'light' | 'dark'; setTheme: (t: Theme) => void };
const ThemeContext = createContext<ThemeState | null>(null);

export const isTheme = (t: unknown): t is Theme => t === 'light' || t === 'dark' || t === 'system';

/** This browser's stored choice, or null where it made none. */
function readStored(): Theme | null {
  try {
    const t = localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(t) ? t : null;
  } catch {
    return null;
  }
}

const DARK_QUERY = '(prefers-color-scheme: dark)';
function subscribeSystem(listener: () => void) {
  const mq = window.matchMedia(DARK_QUERY);
  mq.addEventListener('change', listener);
  return () => mq.removeEventListener('change', listener);
}
const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;
/** What this browser's stored choice makes of the page: what the theme script applied before it painted. */
const readResolved = () => {
  const t = readStored() ?? 'system';
  return t === 'dark' || (t === 'system' && systemPrefersDark()) ? 'dark' : 'light';
};

/**
 * Light, dark or the system preference (spec §9); the choice persists in this browser and in a cookie,
 * so that a server-rendered page (`initial`) is in the same theme as the browser that hydrates it.
 * NOTE: the server cannot know the system's preference: it renders light, and the theme script of
 * index.html darkens the page before it paints.
 */
export function ThemeProvider({ initial, children }: { initial?: Theme; children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(() => initial ?? readStored() ?? 'system');
  const systemDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);

  const setTheme = useCallback((t: Theme) => {
    setThemeState(t);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, t);
      document.cookie = `${THEME_COOKIE}=${t}; path=/; max-age=31536000; samesite=lax`;
    } catch {
      /* storage may be unavailable (private mode); the choice then lasts for this tab */
    }
  }, []);

  // A choice this browser stored before the server knew of it (no cookie yet) wins once hydrated; a
  // choice only the cookie carries is stored.
  useEffect(() => {
    const stored = readStored();
    if (stored === null || stored !== theme) setTheme(stored ?? theme);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const resolved: 'light' | 'dark' = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  // NOTE: the page starts in the right theme (index.html's theme script reads this browser's choice
  // before the first paint); the classes change with the choice from then on.
  const started = useRef(false);
  useEffect(() => {
    if (!started.current) {
      started.current = true;
      if (readStored() !== null && resolved !== readResolved()) return;
    }
    document.documentElement.classList.toggle('dark', resolved === 'dark');
    document.documentElement.style.colorScheme = resolved;
  }, [resolved]);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
