import type { Said } from '@shared/messages/define';
import { reportNetworkAnswer, reportNetworkFailure } from './connectivity';

/** Every non-2xx answer becomes an ApiError whose message a toast can show (ARCHITECTURE §3). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ({ path: string; message: string } & Partial<Said>)[],
    /** The message's key in the `messages` catalogue and its parameters, for the screens' language (decision 043). */
    readonly said?: Said,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | boolean | undefined | null>;
type Options = Omit<RequestInit, 'body'> & { query?: Query; body?: unknown };

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function api<T>(path: string, { query, body, headers, ...init }: Options = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const res = await answered(path + toQueryString(query), {
    credentials: 'same-origin',
    ...init,
    headers: {
      accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; issues?: ApiError['issues'] } & Partial<Said> } | null)?.error;
    const said = err?.key ? { key: err.key, params: err.params } : undefined;
    throw new ApiError(res.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Request failed (${res.status})`, err?.issues, said);
  }
  return data as T;
}

/** `fetch`, telling the connectivity store whether the server answered (decision 045). */
async function answered(url: string, init: RequestInit): Promise<Response> {
  try {
    const res = await fetch(url, init);
    reportNetworkAnswer();
    return res;
  } catch (err) {
    // A cancelled request says nothing about the network; anything else thrown by fetch is "no answer".
    if (!(err instanceof Error && err.name === 'AbortError')) reportNetworkFailure();
    throw err;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const errorMessage = (err: unknown, fallback: string): string => (err instanceof Error && err.message ? err.message : fallback);
