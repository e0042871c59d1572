import { ApiError } from '@web/lib/api-client';

/** The part of XMLHttpRequest an upload uses (a test passes a fake). */
export type UploadXhr = Pick<XMLHttpRequest, 'open' | 'send' | 'setRequestHeader' | 'abort' | 'status' | 'responseText'> & {
  withCredentials: boolean;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
};

export type UploadOptions = {
  /** Called with the share of the body sent so far, 0 to 1 (1 once the server has answered). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** For tests. */
  createXhr?: () => UploadXhr;
};

/**
 * POSTs a multipart body and reports how much of it has been sent. XMLHttpRequest rather than
 * fetch: only it reports upload progress. A non-2xx answer becomes the same ApiError `api()` throws,
 * issues included, so a form can show the server's message beside its field.
 */
export function uploadWithProgress<T>(url: string, body: FormData, { onProgress, signal, createXhr }: UploadOptions = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = createXhr ? createXhr() : (new XMLHttpRequest() as unknown as UploadXhr);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      const err = (data as { error?: { code?: string; message?: string; issues?: ApiError['issues'] } } | null)?.error;
      reject(new ApiError(xhr.status, err?.code ?? 'HTTP_ERROR', err?.message ?? `Upload failed (${xhr.status})`, err?.issues));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK', 'Network error: the upload did not reach the server. Check your connection and try again.'));
    xhr.onabort = () => reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
    if (signal) {
      if (signal.aborted) {
        reject(new ApiError(0, 'ABORTED', 'The upload was cancelled.'));
        return;
      }
      signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(body);
  });
}
