import type { I18n } from '@lingui/core';

const BACKSLASH = '\uE000';

/**
 * A message with its values, for the notifications and the screens alike (decision 036). NOTE: Lingui
 * decodes "\u0041" and "\x41" anywhere in a rendered message, the values included, so a title typed with
 * such a sequence would change; its backslashes travel as a private-use character and are put back after.
 */
export function translate(i18n: I18n, id: string, values: Record<string, unknown> = {}): string {
  const texts = Object.values(values).filter((v): v is string => typeof v === 'string');
  if (!texts.some((v) => v.includes('\\')) || texts.some((v) => v.includes(BACKSLASH))) return i18n._(id, values);
  const guarded = Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, typeof v === 'string' ? v.replaceAll('\\', BACKSLASH) : v]),
  );
  return i18n._(id, guarded).replaceAll(BACKSLASH, '\\');
}
