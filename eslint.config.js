import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder under src/web/features is a feature; the list follows the tree so none is missed.
const WEB_DIR = fileURLToPath(new URL('./src/web', import.meta.url));
const FEATURES_DIR = path.join(WEB_DIR, 'features');
const FEATURES = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The feature a file or folder lies in, or undefined when it is outside every feature. */
function featureOf(file) {
  const rel = path.relative(FEATURES_DIR, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const first = rel.split(path.sep)[0];
  return FEATURES.includes(first) ? first : undefined;
}

/**
 * ARCHITECTURE §3: a web feature never imports another feature. NOTE: the specifier is resolved
 * against the importing file, so `../../demo/lib/x` from inside features/auctions is caught as well
 * as `@web/features/demo/...`; a pattern on the specifier text alone misses relative paths.
 * Static imports, re-exports and dynamic `import()` are all checked.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A web feature must not import another feature.' },
    schema: [],
    messages: {
      crossFeature: "Feature '{{from}}' must not import feature '{{to}}'; move shared code to src/web/components or src/web/lib.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const dir = path.dirname(context.filename);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@web/')) target = path.join(WEB_DIR, spec.slice('@web/'.length));
      else if (spec === '.' || spec === '..' || spec.startsWith('./') || spec.startsWith('../')) target = path.resolve(dir, spec);
      else return;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node: source, messageId: 'crossFeature', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/** ARCHITECTURE §3: shared imports neither side; web never imports server; a feature never imports another. */
const borders = [
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**', '@server/*', '@web/*'], message: 'src/shared must not import server or web code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/web/**', '@web/*'], message: 'The server must not import web code.' }] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/*'], message: 'The web must not import server code.' }] },
      ],
    },
  },
  {
    files: ['src/web/features/**/*.{ts,tsx}'],
    plugins: { neelami: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '@server/*'], message: 'The web must not import server code.' }] },
      ],
      'neelami/no-cross-feature-imports': 'error',
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '**/.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The service worker runs in its own global scope (self, clients, registration), not a page's.
  { files: ['src/web/sw/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  ...borders,
  // Issue 29: dates have one home. India's zone and date formatters are named only in the shared date module.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/domain/date-format.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='Asia/Kolkata'], TemplateElement[value.raw=/Asia\\/Kolkata/]",
          message: 'Use IST or formatIstDate from @shared/domain/date-format.',
        },
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'Format dates with formatDate or formatIstDate from @shared/domain/date-format.',
        },
      ],
    },
  },
);
