import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll positions of the entries of this tab's history, by location key. */
const positions = new Map<string, number>();

/**
 * Where the window scrolls on a navigation: to the top of a new page (or to its `#hash` element),
 * and back to where the reader was when they go back or forward.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const key = useRef(location.key);

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const save = () => positions.set(key.current, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    if (type === 'POP') {
      window.scrollTo(0, positions.get(location.key) ?? 0);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, type]);

  return null;
}
