// Applies the saved theme before the first paint so a dark-mode user never sees a light flash.
(function () {
  try {
    var t = localStorage.getItem('neelami-theme') || 'system';
    var dark = t === 'dark' || (t === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // storage unavailable: the system theme applies
  }
})();
