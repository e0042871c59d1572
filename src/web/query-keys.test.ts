import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One owner per query-key family and per endpoint (CONVENTIONS 2 and 15), checked on the source of
 * src/web: a family (`'auctions'` in `['auctions', 'detail', id]`) is spelled by one feature only, and
 * an API call (method and path) is made from one file only. Other features reach that data through
 * what its owner exports, never by spelling the key again.
 */
const WEB = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Who owns a file: its feature (`features/auctions`), else its top folder (`lib`, `components`, `app`). */
function ownerOf(file: string): string {
  const [top, feature] = path.relative(WEB, file).split(path.sep);
  return top === 'features' ? `features/${feature}` : top!;
}

const text = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

/** `x.queryKey[0]`, the family of a query inside a predicate. */
const isFamilyOfQuery = (node: ts.Node) =>
  ts.isElementAccessExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'queryKey' &&
  node.argumentExpression.getText() === '0';

/** Inside the declaration of a keys helper: `const auctionKeys = {…}`, `const myBidsQueryKey = (…) => […]`. */
function inKeysHelper(node: ts.Node): boolean {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isVariableDeclaration(n)) return /keys?$/i.test(n.name.getText());
  }
  return false;
}

/**
 * The key families a file spells: the first element of an array literal given as `queryKey` or
 * declared in a keys helper, and a string a predicate compares `queryKey[0]` with.
 */
function keyFamilies(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) {
      const first = text(node.elements[0]);
      const asQueryKey = ts.isPropertyAssignment(node.parent) && node.parent.name.getText() === 'queryKey';
      if (first !== undefined && (asQueryKey || inKeysHelper(node))) found.push(first);
    }
    if (ts.isBinaryExpression(node) && /^[!=]==?$/.test(node.operatorToken.getText())) {
      if (isFamilyOfQuery(node.left) && text(node.right) !== undefined) found.push(text(node.right)!);
      if (isFamilyOfQuery(node.right) && text(node.left) !== undefined) found.push(text(node.left)!);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A path as written, each `${…}` read as a parameter: `/api/auctions/${id}/bids` → `/api/auctions/:param/bids`. */
function pathOf(node: ts.Expression): string | undefined {
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `:param${s.literal.text}`).join('');
  return text(node);
}

/** The endpoints a file calls through `api(…)`: `GET /api/auctions/:param`; a method chosen at run time counts once per choice. */
function endpoints(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'api') {
      const [target, options] = node.arguments;
      const url = target && pathOf(target);
      if (url?.startsWith('/api/')) {
        const method =
          options && ts.isObjectLiteralExpression(options)
            ? options.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === 'method')
            : undefined;
        const methods: string[] = [];
        const readMethods = (n: ts.Node): void => {
          const m = text(n);
          if (m !== undefined) methods.push(m);
          else ts.forEachChild(n, readMethods);
        };
        if (method) readMethods(method.initializer);
        for (const m of methods.length ? methods : ['GET']) found.push(`${m} ${url}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Each name found in more than one place, with those places: `'auctions' in features/auctions, features/bidding`. */
function spelledTwice(places: Map<string, Set<string>>): string[] {
  return [...places]
    .filter(([, where]) => where.size > 1)
    .map(([name, where]) => `${name} in ${[...where].sort().join(', ')}`)
    .sort();
}

function collect(find: (source: ts.SourceFile) => string[], placeOf: (file: string) => string): Map<string, Set<string>> {
  const places = new Map<string, Set<string>>();
  for (const file of sourceFiles(WEB)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    for (const name of find(source)) {
      if (!places.has(name)) places.set(name, new Set());
      places.get(name)!.add(placeOf(file));
    }
  }
  return places;
}

describe('query keys and endpoints have one owner', () => {
  it('spells each query-key family in one feature only', () => {
    expect(spelledTwice(collect(keyFamilies, ownerOf))).toEqual([]);
  });

  it('calls each API endpoint from one file only', () => {
    expect(spelledTwice(collect(endpoints, (file) => path.relative(WEB, file)))).toEqual([]);
  });
});
