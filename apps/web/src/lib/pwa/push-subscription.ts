/**
 * This device's web push subscription (decision 0026), through the portal's service worker.
 * Nothing here runs until the player opens the notification settings.
 */
export type PushDeviceState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The portal's service worker; registered once the page is idle, so a few seconds are waited for it. */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000)),
  ]);
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  if (!pushSupported() || !(await registration())) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** Asks the browser for permission and a subscription to the server's VAPID key. */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON | 'blocked'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'blocked';
  const ready = await navigator.serviceWorker.ready;
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  return subscription.toJSON();
}

/** Ends this device's subscription; its endpoint, for the server to forget, or null. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/**
 * Closes the pushes this device shows for notifications read elsewhere (the panel, another
 * device), so the panel and the pushes agree.
 */
export async function closeReadPushes(readIds: ReadonlySet<number>): Promise<void> {
  const shown = (await (await registration())?.getNotifications()) ?? [];
  for (const notification of shown) {
    const id = (notification.data as { id?: unknown } | null)?.id;
    if (typeof id === 'number' && readIds.has(id)) notification.close();
  }
}

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
