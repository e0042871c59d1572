import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { uploadWithProgress, type UploadXhr } from './upload-with-progress';

/** A stand-in XMLHttpRequest the test drives by hand. */
function fakeXhr() {
  const calls: { method?: string; url?: string; headers: Record<string, string>; body?: unknown; aborted: boolean } = {
    headers: {},
    aborted: false,
  };
  const xhr: UploadXhr & { respond: (status: number, body: unknown) => void } = {
    withCredentials: false,
    status: 0,
    responseText: '',
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    onabort: null,
    open: (method: string, url: string | URL) => {
      calls.method = method;
      calls.url = String(url);
    },
    setRequestHeader: (k: string, v: string) => {
      calls.headers[k] = v;
    },
    send: (body?: Document | XMLHttpRequestBodyInit | null) => {
      calls.body = body;
    },
    abort: () => {
      calls.aborted = true;
      xhr.onabort?.();
    },
    respond(status, body) {
      (xhr as { status: number }).status = status;
      (xhr as { responseText: string }).responseText = JSON.stringify(body);
      xhr.onload?.();
    },
  };
  return { xhr, calls };
}

describe('uploadWithProgress', () => {
  it('reports the share sent, then 1 and the answer once the server accepts it', async () => {
    const { xhr, calls } = fakeXhr();
    const seen: number[] = [];
    const body = new FormData();
    const done = uploadWithProgress<{ id: string }>('/api/auctions/a1/documents', body, {
      onProgress: (f) => seen.push(f),
      createXhr: () => xhr,
    });
    expect(calls).toMatchObject({ method: 'POST', url: '/api/auctions/a1/documents', body });
    expect(xhr.withCredentials).toBe(true);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.respond(201, { id: 'd1' });
    await expect(done).resolves.toEqual({ id: 'd1' });
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it('rejects with the server’s code, message and issues', async () => {
    const { xhr } = fakeXhr();
    const done = uploadWithProgress('/x', new FormData(), { createXhr: () => xhr });
    xhr.respond(415, {
      error: { code: 'INVALID_FILE_TYPE', message: 'Invalid file type.', issues: [{ path: 'file', message: 'Invalid file type.' }] },
    });
    const err = await done.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 415, code: 'INVALID_FILE_TYPE', message: 'Invalid file type.', issues: [{ path: 'file' }] });
  });

  it('says so when the request never reached the server', async () => {
    const { xhr } = fakeXhr();
    const done = uploadWithProgress('/x', new FormData(), { createXhr: () => xhr });
    xhr.onerror?.();
    await expect(done).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('aborts when its signal does', async () => {
    const { xhr, calls } = fakeXhr();
    const controller = new AbortController();
    const done = uploadWithProgress('/x', new FormData(), { createXhr: () => xhr, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ code: 'ABORTED' });
    expect(calls.aborted).toBe(true);
  });
});
