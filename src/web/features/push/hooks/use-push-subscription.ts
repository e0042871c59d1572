import { useCallback, useEffect, useState } from 'react';
import { PUSH_MESSAGES } from '@shared/messages/push';
import type { PushPublicKey, PushSubscriptionInput } from '@shared/schemas/push';
import { errorText } from '@web/i18n/messages';
import { ApiError } from '@web/lib/api-client';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { usePushPublicKey } from '../api/get-push-public-key';
import { savePushSubscription } from '../api/save-push-subscription';

/**
 * Where this browser stands: still finding out; cannot receive pushes (no service worker or Push API,
 * or the dev server, which has no service worker); the server has push off; the user blocked
 * notifications for the site; or subscribed (on) or not (off).
 */
export type PushState = 'checking' | 'unsupported' | 'unavailable' | 'blocked' | 'off' | 'on';

type Subscription = Pick<PushSubscription, 'endpoint' | 'unsubscribe'> & {
  options: { applicationServerKey: ArrayBuffer | null };
  toJSON(): unknown;
};
type Registration = {
  pushManager: {
    getSubscription(): Promise<Subscription | null>;
    subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array<ArrayBuffer> }): Promise<Subscription>;
  };
};

/** The parts of the browser push needs (the real ones from `browserPush`, fakes in tests). */
export type PushBrowser = {
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The service worker's registration, if one is registered. */
  registration(): Promise<Registration | undefined>;
};

/** This browser's push support, or null when it has none. */
export function browserPush(): PushBrowser | null {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) {
    return null;
  }
  return {
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: () => navigator.serviceWorker.getRegistration() as Promise<Registration | undefined>,
  };
}

/** The bytes of a base64url text (the VAPID key as the server gives it). */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * The state of this browser, told by its permission and subscription. A subscription it holds is
 * saved again (`save`): the server then knows it for whoever is signed in now, with its current keys.
 */
export async function readPushState(
  browser: PushBrowser | null,
  key: PushPublicKey | undefined,
  save: (subscription: PushSubscriptionInput) => Promise<unknown>,
): Promise<PushState> {
  if (!browser) return 'unsupported';
  if (!key) return 'checking';
  if (!key.enabled) return 'unavailable';
  const registration = await browser.registration();
  if (!registration) return 'unsupported';
  const permission = browser.permission();
  if (permission === 'denied') return 'blocked';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || permission !== 'granted') return 'off';
  if (sameBytes(subscription.options.applicationServerKey, base64UrlToBytes(key.publicKey))) {
    await save(subscription.toJSON() as PushSubscriptionInput);
    return 'on';
  }
  // Subscribed with a key this server no longer signs with: nothing would arrive.
  return 'off';
}

/** Asks for permission (only now, on the user's click), subscribes with the server's key and saves it. */
export async function turnOnPush(
  browser: PushBrowser,
  publicKey: string,
  save: (subscription: PushSubscriptionInput) => Promise<unknown>,
): Promise<PushState> {
  const permission = await browser.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  const registration = await browser.registration();
  if (!registration) return 'unsupported';
  const key = base64UrlToBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  // NOTE: a browser refuses to subscribe again with another key while the old subscription stands.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  const subscribe = () => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  subscription ??= await subscribe();
  try {
    await save(subscription.toJSON() as PushSubscriptionInput);
  } catch (err) {
    // NOTE: the server leaves an endpoint with the account that holds it unless the keys sent are its
    // own (decision 037); a new subscription is an endpoint nobody holds.
    if (!(err instanceof ApiError && err.code === 'PUSH_SUBSCRIPTION_TAKEN')) throw err;
    await subscription.unsubscribe();
    await save((await subscribe()).toJSON() as PushSubscriptionInput);
  }
  return 'on';
}

/**
 * Unsubscribes this browser, then tells the server. NOTE: if the server cannot be told, its next push
 * to the endpoint is answered "gone" and the subscription deleted then.
 */
export async function turnOffPush(browser: PushBrowser, remove: (endpoint: string) => Promise<unknown>): Promise<PushState> {
  const registration = await browser.registration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await subscription.unsubscribe();
    await remove(subscription.endpoint).catch(() => undefined);
  }
  return 'off';
}

/**
 * Before signing out: this browser stops receiving the user's pushes (on a shared computer the next
 * person must not see them), and the server forgets it. Never holds the sign-out up for long.
 */
export async function forgetPushOnSignOut(
  browser: PushBrowser | null = browserPush(),
  remove: (endpoint: string) => Promise<unknown> = deletePushSubscription,
  timeoutMs = 2000,
): Promise<void> {
  if (!browser) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    turnOffPush(browser, remove).catch((err: unknown) => console.error(err)),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);
}

/**
 * What the toggle says when turning push on or off fails: the server's refusal in its words (by key), or,
 * for anything the browser's Push API throws (its messages are English, "Registration failed - push
 * service error"), the catalogue's own "could not be turned on". The toggle words it in the page's language.
 */
export function pushErrorText(err: unknown): string {
  return err instanceof ApiError ? errorText(err, PUSH_MESSAGES.failed) : PUSH_MESSAGES.failed;
}

/** Push notifications on this device for the signed-in user: the state, and turning them on or off. */
export function usePushSubscription() {
  const [browser] = useState(browserPush);
  const key = usePushPublicKey(browser !== null);
  const [state, setState] = useState<PushState>(browser ? 'checking' : 'unsupported');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    if (key.isError) {
      setState('unavailable');
      return;
    }
    readPushState(browser, key.data, savePushSubscription)
      .then((s) => current && setState(s))
      .catch(() => current && setState('off'));
    return () => {
      current = false;
    };
  }, [browser, key.data, key.isError]);

  const run = useCallback(async (change: () => Promise<PushState>) => {
    setPending(true);
    setError(null);
    try {
      setState(await change());
    } catch (err) {
      setError(pushErrorText(err));
    } finally {
      setPending(false);
    }
  }, []);

  const publicKey = key.data?.enabled ? key.data.publicKey : null;
  const turnOn = useCallback(
    () => (browser && publicKey ? run(() => turnOnPush(browser, publicKey, savePushSubscription)) : Promise.resolve()),
    [browser, publicKey, run],
  );
  const turnOff = useCallback(
    () => (browser ? run(() => turnOffPush(browser, deletePushSubscription)) : Promise.resolve()),
    [browser, run],
  );
  return { state, pending, error, turnOn, turnOff };
}
