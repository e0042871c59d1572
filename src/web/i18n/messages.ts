import type { I18n } from '@lingui/core';
import { useMemo } from 'react';
import { formatIstDate } from '@shared/domain/date-format';
import { formatINR } from '@shared/domain/money';
import { messageKey, type Said, type TextParams } from '@shared/messages/define';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { i18n as tabI18n, LAZY_ENGLISH, translate, usePageI18n, type Values } from './i18n';

/**
 * The shared messages in the screens' language (decision 043): what the server says, by the key and
 * parameters its error carries, and the shared texts the screens show themselves (a form's checks, a
 * toast's title), by the key of their group. Their English is the text itself.
 */

/** A parameter as its message shows it: amounts in rupees, dates in full (IST), a sale's stage by its name. */
function shown(name: string, value: string | number, within: I18n): unknown {
  if (typeof value === 'number') return formatINR(value);
  if (name === 'date') return formatIstDate(value, 'full');
  if (name === 'stage') return translate(LAZY_ENGLISH, `saleStage.${value}`, { defaultValue: value }, within);
  return value;
}

function values(params: TextParams | undefined, english: string, within: I18n): Values {
  const out: Values = { defaultValue: english };
  for (const [name, value] of Object.entries(params ?? {})) out[name] = shown(name, value, within);
  return out;
}

/** A message by its key and parameters, or its English when no catalogue words it. */
export function saidText({ key, params }: Said, english: string, within: I18n = tabI18n): string {
  return translate(LAZY_ENGLISH, key, values(params, english, within), within);
}

/** A shared text (a group's fixed message) in the screens' language; any other text as it is. */
export function sharedText(text: string, within?: I18n): string;
export function sharedText(text: string | undefined, within?: I18n): string | undefined;
export function sharedText(text: string | undefined, within: I18n = tabI18n): string | undefined {
  if (!text) return text;
  const key = messageKey(text);
  return key ? saidText({ key }, text, within) : text;
}

/** A field's problem the server named, in the screens' language. */
export function issueText(issue: { message: string } & Partial<Said>, within: I18n = tabI18n): string {
  return issue.key ? saidText({ key: issue.key, params: issue.params }, issue.message, within) : sharedText(issue.message, within);
}

/** What went wrong, in the screens' language: the server's error by its key, else its message or the fallback. */
export function errorText(err: unknown, fallback = 'Please try again', within: I18n = tabI18n): string {
  if (err instanceof ApiError && err.said) return saidText(err.said, err.message, within);
  return sharedText(errorMessage(err, fallback), within);
}

export type Messages = {
  /** `sharedText` in the page's language. */
  text: { (text: string): string; (text: string | undefined): string | undefined };
  /** `errorText` in the page's language. */
  error: (err: unknown, fallback?: string) => string;
  /** A message the server sent with its key and parameters (`saidText`), else as a shared text. */
  said: (said: Said | undefined, english: string) => string;
};

/** The shared messages in the page's language: what a component renders with, so a server-rendered page is in its visitor's language. */
export function useMessages(): Messages {
  const { i18n, _ } = usePageI18n();
  return useMemo<Messages>(
    () => ({
      text: ((text: string | undefined) => sharedText(text, i18n)) as Messages['text'],
      error: (err, fallback = 'Please try again') => errorText(err, fallback, i18n),
      said: (said, english) => (said ? saidText(said, english, i18n) : sharedText(english, i18n)),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `_` is new at every change of language or catalogue
    [i18n, _],
  );
}
