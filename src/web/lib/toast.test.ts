import type { toast as SonnerToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { toast, toasterState } from './toast';

/** Records what the helper asks of sonner, in order. */
function fakeSonner() {
  const calls: string[] = [];
  const fn = ((title: string) => calls.push(`info ${title}`)) as unknown as typeof SonnerToast;
  Object.assign(fn, {
    dismiss: () => calls.push('dismiss'),
    success: (title: string, o: { description?: string }) => calls.push(`success ${title} / ${o.description}`),
    error: (title: string, o: { description?: string }) => calls.push(`error ${title} / ${o.description}`),
  });
  return { fn, calls };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('toast', () => {
  it('asks for the toaster on the first toast, holds toasts until it is mounted, then replaces one with the next', async () => {
    let asked = 0;
    toasterState.subscribe(() => (asked += 1));
    expect(toasterState.requested()).toBe(false);

    toast.success('Added to watchlist', 'You will be notified about updates');
    toast.apiError('Sign in failed', new ApiError(401, 'UNAUTHENTICATED', 'Invalid email or password'));
    expect(toasterState.requested()).toBe(true);
    expect(asked).toBe(1);

    const sonner = fakeSonner();
    await flush();
    expect(sonner.calls).toEqual([]);
    toasterState.mounted(sonner.fn);
    await flush();
    expect(sonner.calls).toEqual([
      'dismiss',
      'success Added to watchlist / You will be notified about updates',
      'dismiss',
      'error Sign in failed / Invalid email or password',
    ]);

    toast.info('Login Required');
    await flush();
    expect(sonner.calls.slice(-2)).toEqual(['dismiss', 'info Login Required']);
    expect(asked).toBe(1);
  });
});
