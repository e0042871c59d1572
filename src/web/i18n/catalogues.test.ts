import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/domain/languages';

/**
 * Every text in English has a Hindi and a Marathi translation (decision 028): not missing, not
 * empty, and with the same ICU placeholders, so no screen falls back to English or loses a figure.
 */
const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const WEB = fileURLToPath(new URL('..', import.meta.url));
type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of flatten(value, at)) out.set(k, v);
  }
  return out;
}

/** The names of a message's arguments, with their type ("count:plural", "name:argument"). */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument) found.add(`${e.value}:argument`);
      else if (e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) found.add(`${e.value}:${TYPE[e.type]}`);
      else if (e.type === TYPE.plural || e.type === TYPE.select) {
        found.add(`${e.value}:${TYPE[e.type]}`);
        for (const option of Object.values(e.options)) walk(option.value);
      } else if (e.type === TYPE.tag) walk(e.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const at = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(at);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [at] : [];
  });
}

const read = (language: string, file: string): Catalogue =>
  JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')) as Catalogue;
const namespaces = readdirSync(path.join(LOCALES, 'en')).filter((f) => f.endsWith('.json'));

describe('the catalogues', () => {
  it('has English namespaces to compare', () => {
    expect(namespaces).toContain('common.json');
  });

  for (const file of namespaces) {
    const english = flatten(read('en', file));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      it(`${language}/${file} translates every English text, with the same placeholders`, () => {
        const translated = flatten(read(language, file));
        const problems: string[] = [];
        for (const [key, text] of english) {
          const other = translated.get(key);
          if (other === undefined) problems.push(`${key}: missing`);
          else if (other.trim() === '') problems.push(`${key}: empty`);
          else if (placeholders(other).join() !== placeholders(text).join())
            problems.push(
              `${key}: placeholders ${placeholders(other).join() || '(none)'} instead of ${placeholders(text).join() || '(none)'}`,
            );
        }
        for (const key of translated.keys()) if (!english.has(key)) problems.push(`${key}: not in English`);
        expect(problems).toEqual([]);
      });
    }
  }

  it('has every text the screens ask for by a written key, in a namespace their file imports', () => {
    const english = new Map(namespaces.map((file) => [file.replace('.json', ''), flatten(read('en', file))]));
    const problems: string[] = [];
    for (const file of sourceFiles(WEB)) {
      const source = readFileSync(file, 'utf8');
      const imported = [...source.matchAll(/from '(?:@web\/i18n|\.)\/ns\/(\w+)'/g)].map((m) => m[1]!);
      if (imported.length === 0) continue;
      // `t('nav.home')`, `commonText('nav.home')`: a key written out in full (one built from a value is not checked).
      for (const [, key] of source.matchAll(/\b(?:t|[a-z]+Text)\(\s*'(\w+(?:\.\w+)+)'/g)) {
        if (!imported.some((ns) => english.get(ns)?.has(key!)))
          problems.push(`${path.relative(WEB, file)}: ${key} (${imported.join(', ')})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('parses every English message as ICU', () => {
    for (const file of namespaces) for (const [, text] of flatten(read('en', file))) expect(() => placeholders(text)).not.toThrow();
  });
});
