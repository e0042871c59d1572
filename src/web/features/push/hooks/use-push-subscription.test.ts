import { describe, expect, it } from 'vitest';
import type { PushSubscriptionInput } from '@shared/schemas/push';
import { ApiError } from '@web/lib/api-client';
import { PUSH_MESSAGES } from '@shared/messages/push';
import {
  base64UrlToBytes,
  forgetPushOnSignOut,
  pushErrorText,
  readPushState,
  turnOffPush,
  turnOnPush,
  type PushBrowser,
} from './use-push-subscription';

const KEY = 'BFBzdb9odY-140uuiXYehUcwc1lOcybe9E1F-VFVGnLnLj2sJBWcKHjpYur_LfsRGWZulePTGDthiA4uxQoSLt8';
const OTHER_KEY = `BA${KEY.slice(2)}`;

/** A browser with a service worker and the Push API, whose user answers the permission prompt with `answer`. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribedWith = null as string | null,
  registered = true,
} = {}) {
  const calls: string[] = [];
  let current: { endpoint: string; key: string } | null = subscribedWith
    ? { endpoint: 'https://fcm.googleapis.com/fcm/send/old', key: subscribedWith }
    : null;
  const subscription = (s: { endpoint: string; key: string }) => ({
    endpoint: s.endpoint,
    options: { applicationServerKey: base64UrlToBytes(s.key).buffer },
    toJSON: () => ({ endpoint: s.endpoint, keys: { p256dh: 'p', auth: 'a' } }),
    unsubscribe: async () => {
      calls.push(`unsubscribe ${s.endpoint}`);
      current = null;
      return true;
    },
  });
  const browser: PushBrowser = {
    permission: () => permission,
    requestPermission: async () => {
      calls.push('ask permission');
      permission = answer;
      return answer;
    },
    registration: async () =>
      registered
        ? {
            pushManager: {
              getSubscription: async () => (current ? subscription(current) : null),
              subscribe: async (options) => {
                calls.push(`subscribe userVisibleOnly=${options.userVisibleOnly} key=${options.applicationServerKey.length}B`);
                current = { endpoint: 'https://fcm.googleapis.com/fcm/send/new', key: KEY };
                return subscription(current);
              },
            },
          }
        : undefined,
  };
  return { browser, calls };
}
const saved: PushSubscriptionInput[] = [];
const save = async (s: PushSubscriptionInput) => {
  saved.push(s);
};

describe('readPushState', () => {
  it('tells each state without ever asking for permission', async () => {
    const on = { enabled: true as const, publicKey: KEY };
    expect(await readPushState(null, on, save)).toBe('unsupported');
    expect(await readPushState(fakeBrowser().browser, undefined, save)).toBe('checking');
    expect(await readPushState(fakeBrowser().browser, { enabled: false }, save)).toBe('unavailable');
    // The dev server registers no service worker.
    expect(await readPushState(fakeBrowser({ registered: false }).browser, on, save)).toBe('unsupported');
    expect(await readPushState(fakeBrowser({ permission: 'denied' }).browser, on, save)).toBe('blocked');
    expect(await readPushState(fakeBrowser().browser, on, save)).toBe('off');
    const subscribed = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    saved.length = 0;
    expect(await readPushState(subscribed.browser, on, save)).toBe('on');
    // Saved again for whoever is signed in now.
    expect(saved.map((s) => s.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/old']);
    expect(await readPushState(fakeBrowser({ permission: 'granted', subscribedWith: OTHER_KEY }).browser, on, save)).toBe('off');
    expect(subscribed.calls).toEqual([]);
  });
});

describe('turnOnPush', () => {
  it('asks for permission, subscribes visibly with the server key and saves the subscription', async () => {
    const { browser, calls } = fakeBrowser();
    saved.length = 0;
    expect(await turnOnPush(browser, KEY, save)).toBe('on');
    expect(calls).toEqual(['ask permission', 'subscribe userVisibleOnly=true key=65B']);
    expect(saved.map((s) => s.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/new']);
  });

  it('replaces a subscription made with another key', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', subscribedWith: OTHER_KEY });
    expect(await turnOnPush(browser, KEY, save)).toBe('on');
    expect(calls).toEqual([
      'ask permission',
      'unsubscribe https://fcm.googleapis.com/fcm/send/old',
      'subscribe userVisibleOnly=true key=65B',
    ]);
  });

  it('subscribes anew when the server keeps its endpoint with another account', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    const sent: string[] = [];
    const taken = async (s: PushSubscriptionInput) => {
      sent.push(s.endpoint);
      if (s.endpoint.endsWith('/old')) throw new ApiError(409, 'PUSH_SUBSCRIPTION_TAKEN', 'taken');
    };
    expect(await turnOnPush(browser, KEY, taken)).toBe('on');
    expect(calls).toEqual([
      'ask permission',
      'unsubscribe https://fcm.googleapis.com/fcm/send/old',
      'subscribe userVisibleOnly=true key=65B',
    ]);
    expect(sent).toEqual(['https://fcm.googleapis.com/fcm/send/old', 'https://fcm.googleapis.com/fcm/send/new']);
  });

  it('passes on any other failure to save', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    const failing = () => Promise.reject(new ApiError(500, 'INTERNAL', 'down'));
    await expect(turnOnPush(browser, KEY, failing)).rejects.toThrow('down');
    expect(calls).toEqual(['ask permission']);
  });

  it('stops at a refusal: blocked when denied, off when the prompt is dismissed', async () => {
    expect(await turnOnPush(fakeBrowser({ answer: 'denied' }).browser, KEY, save)).toBe('blocked');
    const dismissed = fakeBrowser({ answer: 'default' });
    expect(await turnOnPush(dismissed.browser, KEY, save)).toBe('off');
    expect(dismissed.calls).toEqual(['ask permission']);
  });
});

describe('turnOffPush', () => {
  it('unsubscribes the browser and tells the server, and is off even when the server cannot be told', async () => {
    const removed: string[] = [];
    const { browser, calls } = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    expect(await turnOffPush(browser, async (endpoint) => removed.push(endpoint))).toBe('off');
    expect(calls).toEqual(['unsubscribe https://fcm.googleapis.com/fcm/send/old']);
    expect(removed).toEqual(['https://fcm.googleapis.com/fcm/send/old']);

    const offline = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    expect(await turnOffPush(offline.browser, () => Promise.reject(new Error('offline')))).toBe('off');
  });
});

describe('base64UrlToBytes', () => {
  it('reads a VAPID public key: 65 bytes, uncompressed point', () => {
    const bytes = base64UrlToBytes(KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(KEY);
  });
});

describe('forgetPushOnSignOut', () => {
  it('unsubscribes this browser and tells the server, before the session ends', async () => {
    const { browser, calls } = fakeBrowser({ permission: 'granted', subscribedWith: KEY });
    const removed: string[] = [];
    await forgetPushOnSignOut(browser, async (endpoint) => removed.push(endpoint));
    expect(calls).toEqual(['unsubscribe https://fcm.googleapis.com/fcm/send/old']);
    expect(removed).toEqual(['https://fcm.googleapis.com/fcm/send/old']);
  });

  it('does nothing without push or a subscription, and never waits past its limit', async () => {
    await forgetPushOnSignOut(null, async () => expect.fail('no server call without push'));
    const { browser, calls } = fakeBrowser({ permission: 'granted' });
    await forgetPushOnSignOut(browser, async () => expect.fail('nothing to forget'));
    expect(calls).toEqual([]);
    const hanging: PushBrowser = { ...browser, registration: () => new Promise(() => {}) };
    const started = Date.now();
    await forgetPushOnSignOut(hanging, async () => undefined, 50);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('pushErrorText', () => {
  it('says the catalogue’s "could not be turned on" for what the browser’s Push API throws, never its English', () => {
    const browserError = new DOMException('Registration failed - push service error', 'AbortError');
    expect(pushErrorText(browserError)).toBe(PUSH_MESSAGES.failed);
    expect(pushErrorText(new Error('Registration failed - permission denied'))).toBe(PUSH_MESSAGES.failed);
  });

  it('keeps the server’s refusal, which the toggle words by its key', () => {
    const taken = new ApiError(409, 'PUSH_SUBSCRIPTION_TAKEN', PUSH_MESSAGES.subscriptionTaken, undefined, {
      key: 'push.subscriptionTaken',
    });
    expect(pushErrorText(taken)).toBe(PUSH_MESSAGES.subscriptionTaken);
  });
});
