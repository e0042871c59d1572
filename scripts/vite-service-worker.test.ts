import { describe, expect, it } from 'vitest';
import { PUBLIC_SHELL, serviceWorkerCode, shellFiles } from './vite-service-worker.mjs';

const MANIFEST = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_api-b2.js'],
    dynamicImports: ['components/ui/sonner-toaster.tsx', 'app/routes/home.tsx', 'app/routes/admin-users.tsx'],
    css: ['assets/index-c3.css'],
    assets: [
      'assets/inter-latin-wght-normal-d4.woff2',
      'assets/inter-latin-ext-wght-normal-e5.woff2',
      'assets/inter-cyrillic-wght-normal-f6.woff2',
    ],
  },
  '_api-b2.js': { file: 'assets/api-b2.js' },
  'components/ui/sonner-toaster.tsx': { file: 'assets/sonner-toaster-g7.js', imports: ['_api-b2.js'] },
  'app/routes/home.tsx': { file: 'assets/home-h8.js', imports: ['_grid-i9.js'] },
  '_grid-i9.js': { file: 'assets/grid-i9.js', css: ['assets/grid-j0.css'] },
  'app/routes/admin-users.tsx': { file: 'assets/admin-users-k1.js' },
};

describe('shellFiles', () => {
  it("keeps the entry's code (not its page) with its imports, styles and Latin fonts, the lazy frame, the landing pages and the public files", () => {
    const files = shellFiles(MANIFEST);
    expect([...files].sort()).toEqual(
      [
        '/assets/index-a1.js',
        '/assets/api-b2.js',
        '/assets/index-c3.css',
        '/assets/inter-latin-wght-normal-d4.woff2',
        '/assets/inter-latin-ext-wght-normal-e5.woff2',
        '/assets/sonner-toaster-g7.js',
        '/assets/home-h8.js',
        '/assets/grid-i9.js',
        '/assets/grid-j0.css',
        ...PUBLIC_SHELL,
      ].sort(),
    );
    expect(new Set(files).size).toBe(files.length);
  });
});

describe('serviceWorkerCode', () => {
  it('puts the version and the shell in place of the placeholders, and refuses a template without them', () => {
    const code = serviceWorkerCode('const V = self.__NEELAMI_VERSION__; const S = self.__NEELAMI_SHELL__;', 'abc', ['/index.html']);
    expect(code).toBe('const V = "abc"; const S = ["/index.html"];');
    expect(() => serviceWorkerCode('const V = 1;', 'abc', [])).toThrow(/placeholder|lacks/);
  });
});
