/** Where the web app keeps the chosen theme (light, dark or system). */
export const THEME_STORAGE_KEY = 'neelami-theme';
/** The same choice as a cookie, which the server reads to render a page in it (decision 035). */
export const THEME_COOKIE = 'neelami_theme';

/**
 * Applies the saved theme before the first paint, so a dark-mode user never sees a light flash. The
 * build writes it into index.html's head (vite.config.ts) rather than as a file of its own, which
 * would hold the first paint for one more request; the server's Content-Security-Policy allows this
 * one inline script by its hash (`inlineScriptHash`), and no other.
 */
export const THEME_INIT_SCRIPT =
  `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})||'system';` +
  `if(t==='dark'||(t==='system'&&matchMedia('(prefers-color-scheme: dark)').matches))document.documentElement.classList.add('dark')}` +
  `catch(e){}})()`;
