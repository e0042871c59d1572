import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint borders of ARCHITECTURE §3 (eslint.config.js), checked by linting small snippets as if
 * they lived at the given paths. The files need not exist: ESLint only uses the path to pick the
 * rules and to resolve relative specifiers.
 */
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The rule ids that report an error for `code` placed at `file` (relative to the repository). */
async function errorsAt(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${file}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const CROSS = 'neelami/no-cross-feature-imports';

describe('a web feature never imports another feature', () => {
  it('catches a relative import that climbs into another feature', async () => {
    expect(await errorsAt('src/web/features/auctions/components/x.ts', "export { x } from '../../demo/lib/x';\n")).toEqual([CROSS]);
    expect(await errorsAt('src/web/features/auctions/x.ts', "import { x } from '../demo/lib/x';\nexport const y = x;\n")).toEqual([CROSS]);
    expect(await errorsAt('src/web/features/accounts/components/users/x.tsx', "export * from '../../../emd';\n")).toEqual([CROSS]);
  });

  it('catches the alias and a dynamic import', async () => {
    expect(
      await errorsAt('src/web/features/auctions/x.ts', "import { x } from '@web/features/demo/api/x';\nexport const y = x;\n"),
    ).toEqual([CROSS]);
    expect(await errorsAt('src/web/features/auctions/x.ts', "export const load = () => import('../watchlist/api/x');\n")).toEqual([CROSS]);
  });

  it('lets a feature import its own files, shared web code and shared code', async () => {
    const code = [
      "import { a } from '../api/a';",
      "import { b } from './b';",
      "import { c } from '../../auctions/hooks/c';",
      "import { d } from '@web/features/auctions/api/d';",
      "import { cn } from '@web/lib/cn';",
      "import { Button } from '../../../components/ui/button';",
      "import { formatInr } from '@shared/domain/money';",
      'export const all = [a, b, c, d, cn, Button, formatInr];',
      '',
    ].join('\n');
    expect(await errorsAt('src/web/features/auctions/components/x.ts', code)).toEqual([]);
    // A folder inside a feature that shares another feature's name is still the same feature.
    expect(await errorsAt('src/web/features/auctions/components/x.ts', "export { x } from '../demo/x';\n")).toEqual([]);
  });
});

describe('the other borders', () => {
  it('keeps server code out of the web, features included', async () => {
    expect(await errorsAt('src/web/lib/x.ts', "export { x } from '@server/lib/x';\n")).toEqual(['no-restricted-imports']);
    expect(await errorsAt('src/web/features/auctions/x.ts', "export { x } from '../../../server/lib/x';\n")).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('keeps server and web code out of src/shared', async () => {
    expect(await errorsAt('src/shared/domain/x.ts', "export { x } from '../../web/lib/x';\n")).toEqual(['no-restricted-imports']);
    expect(await errorsAt('src/shared/domain/x.ts', "export { x } from '@server/lib/x';\n")).toEqual(['no-restricted-imports']);
  });

  it('keeps web code out of the server', async () => {
    expect(await errorsAt('src/server/lib/x.ts', "export { x } from '@web/lib/x';\n")).toEqual(['no-restricted-imports']);
  });
});
