import crypto from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import webPush from 'web-push';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '@pitchside/contract/push';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notifications, users } from '../../db/schema/accounts.ts';
import { pushSubscriptions } from '../../db/schema/push.ts';
import { startJobQueue, type JobQueue } from '../../jobs/job-queue.ts';
import { hashPassword } from '../../lib/security/passwords.ts';
import { addNotification } from '../notifications/index.ts';
import { announceFreeGifts } from '../offers/free-gift-ready.ts';
import { remindFollowedMatches } from '../stats/match-reminders.ts';
import { matches } from '../../db/schema/game-matches.ts';
import { seasons, teams } from '../../db/schema/game.ts';
import { createPushSender, sendPushJob } from './index.ts';

/*
 * Web push end to end (decision 0026): the app stores a device's subscription; an event queues a
 * job; the job encrypts the push per RFC 8291 (web-push, unmocked) and posts it to a push service,
 * here a local HTTPS one that checks the VAPID signature and decrypts the body with the keys only
 * the "browser" holds, as a real push service's client would.
 */

const fixtures = path.resolve(import.meta.dirname, '../../../test/fixtures');
const tls = {
  cert: fs.readFileSync(path.join(fixtures, 'push-service-cert.pem')),
  key: fs.readFileSync(path.join(fixtures, 'push-service-key.pem')),
};
const agent = new https.Agent({ ca: tls.cert });
const silent = pino({ level: 'silent' }) as FastifyBaseLogger;
const vapid = { ...webPush.generateVAPIDKeys(), subject: 'mailto:ops@pitchside.example' };
const PASSWORD = 'Right-pass1';

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push service: records what it is sent; answers 201, or what a path is told to answer. */
async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const waiters: Array<() => void> = [];
  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answers.get(request.url ?? '') ?? 201;
      if (status === 201)
        received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(status).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answers,
    /** Resolves once `count` pushes have arrived. */
    async arrived(count: number) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser's side of a subscription: its P-256 key pair and auth secret (RFC 8291 §2). */
function newDevice(origin: string, name: string) {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return {
    ecdh,
    auth,
    path: `/push/${name}`,
    subscription: {
      endpoint: `${origin}/push/${name}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
  };
}
type Device = ReturnType<typeof newDevice>;

/** Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the browser's keys. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const sharedSecret = device.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    serverPublicKey,
  ]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', sharedSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
  );
  const nonce = Buffer.from(
    crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12),
  );
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header (RFC 8292): a JWT for the push service's origin, signed by the server's key. */
function verifyVapid(header: string | string[] | undefined, audience: string) {
  const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(header));
  expect(match?.[2]).toBe(vapid.publicKey);
  const [encodedHeader, encodedClaims, signature] = (match?.[1] ?? '').split('.');
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = crypto.verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedClaims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature ?? '', 'base64url'),
  );
  expect(valid).toBe(true);
  const claims = JSON.parse(Buffer.from(encodedClaims ?? '', 'base64url').toString()) as {
    aud: string;
    sub: string;
  };
  expect(claims).toMatchObject({ aud: audience, sub: vapid.subject });
}

describe('web push', () => {
  let t: TestApp;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  let secondServer: JobQueue | undefined;
  let userIds: Record<string, number>;
  let fanDevices: Device[] = [];

  const workerQueue = (url: string) =>
    startJobQueue({
      connectionString: url,
      timezone: 'UTC',
      workers: true,
      log: silent,
      maintenanceIntervalSeconds: 1,
      jobs: [sendPushJob(createPushSender({ db: t.database.db, vapid, agent }))],
    });

  beforeAll(async () => {
    pushService = await startPushService();
    const self: { t?: TestApp } = {};
    t = await createTestApp({
      env: {
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: vapid.subject,
        RATE_LIMIT_SCALE: '20',
      },
      jobs: (database) =>
        startJobQueue({
          connectionString: database.url,
          timezone: 'UTC',
          workers: true,
          log: silent,
          jobs: [sendPushJob(createPushSender({ db: database.db, vapid, agent }))],
        }),
    });
    self.t = t;
    const passwordHash = await hashPassword(PASSWORD);
    const common = { passwordHash, name: 'Pu', surname: 'Sh', emailConfirmedAt: new Date() };
    const rows = await t.database.db
      .insert(users)
      .values([
        { ...common, email: 'fan@example.com', referralId: 'PS-PU1', nickname: 'Fan', language: 'de' },
        { ...common, email: 'other@example.com', referralId: 'PS-PU2', nickname: 'Other' },
        { ...common, email: 'busy@example.com', referralId: 'PS-PU3', nickname: 'Busy' },
      ])
      .returning({ id: users.id, email: users.email });
    userIds = Object.fromEntries(rows.map((row) => [row.email, row.id]));
  });
  afterAll(async () => {
    await secondServer?.stop();
    await t.close();
    await pushService.close();
  });

  const login = async (email: string) => {
    const response = await t.request({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { token: string }).token;
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const subscriptionCount = async (userId: number) =>
    (await t.database.db.select().from(pushSubscriptions)).filter((row) => row.userId === userId).length;
  /** An event: the player's notification (the same call every event makes). */
  const giftFor = (userId: number, sender = 'Kai') =>
    t.database.db.transaction(async (tx) => {
      await addNotification(tx, {
        userId,
        type: 'gift',
        key: 'giftReceived',
        params: { sender, product: 'Gold Pack' },
        now: new Date(),
      });
    });
  const supportReplyFor = (userId: number, ticket: number) =>
    addNotification(t.database.db, {
      userId,
      type: 'support',
      key: 'supportReply',
      params: { ticket, subject: 'Lost tickets' },
      link: `/support?ticket=${ticket}`,
      now: new Date(),
    });
  /** Waits until the queue has no push job left to run. */
  const jobsSettled = async () => {
    for (;;) {
      const result = await t.database.db.execute(
        sql`select count(*)::int as open from pgboss.job where name = 'push.send' and state in ('created', 'retry', 'active')`,
      );
      if ((result.rows[0] as { open: number }).open === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it('stores a device subscription for the session and removes it when asked or when the session ends', async () => {
    const token = await login('other@example.com');
    const device = newDevice(pushService.origin, 'other-phone');
    const settings = await call(token, 'GET', '/api/user/push');
    expect(settings.json()).toMatchObject({
      success: true,
      data: {
        publicKey: vapid.publicKey,
        devices: 0,
        types: { giftReceived: true, supportReply: true, payments: true, matchReminders: true },
      },
    });

    const stored = await call(token, 'PUT', '/api/user/push/subscription', device.subscription);
    expect(stored.json()).toMatchObject({ data: { devices: 1 } });
    expect(await subscriptionCount(userIds['other@example.com'] as number)).toBe(1);

    const removed = await call(token, 'POST', '/api/user/push/unsubscribe', {
      endpoint: device.subscription.endpoint,
    });
    expect(removed.json()).toMatchObject({ data: { devices: 0 } });

    await call(token, 'PUT', '/api/user/push/subscription', device.subscription);
    expect(await subscriptionCount(userIds['other@example.com'] as number)).toBe(1);
    const logout = await call(token, 'POST', '/api/account/logout');
    expect(logout.statusCode).toBe(200);
    expect(await subscriptionCount(userIds['other@example.com'] as number)).toBe(0);

    const bad = await call(await login('other@example.com'), 'PUT', '/api/user/push/subscription', {
      endpoint: 'not a url',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("sends an event's push once to each of the player's devices, encrypted for each, in the player's language", async () => {
    const userId = userIds['fan@example.com'] as number;
    const phone = newDevice(pushService.origin, 'fan-phone');
    const laptop = newDevice(pushService.origin, 'fan-laptop');
    fanDevices = [phone, laptop];
    await call(await login('fan@example.com'), 'PUT', '/api/user/push/subscription', phone.subscription);
    await call(await login('fan@example.com'), 'PUT', '/api/user/push/subscription', laptop.subscription);
    const before = pushService.received.length;

    await giftFor(userId);
    await pushService.arrived(before + 2);
    await jobsSettled();
    const pushes = pushService.received.slice(before);
    expect(pushes.map((push) => push.path).sort()).toEqual([laptop.path, phone.path].sort());
    const [notification] = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${userId} and ${notifications.key} = 'giftReceived'`);
    for (const push of pushes) {
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      expect(push.headers['ttl']).toBe('86400');
      verifyVapid(push.headers['authorization'], pushService.origin);
      const device = push.path === phone.path ? phone : laptop;
      const payload = JSON.parse(decrypt(device, push.body)) as PushPayload;
      expect(payload).toEqual({
        id: notification?.id,
        title: 'Du hast ein Geschenk erhalten!',
        body: 'Kai hat dir Gold Pack geschickt.',
        url: '/',
        tag: `giftReceived-${notification?.id}`,
      });
      // The other device's keys cannot read it.
      expect(() => decrypt(device === phone ? laptop : phone, push.body)).toThrow();
    }

    // Opening the push marks the notification read in the panel.
    const opened = await t.request({
      method: 'POST',
      url: '/api/push/opened',
      payload: { endpoint: phone.subscription.endpoint, id: notification?.id },
    });
    expect(opened.statusCode).toBe(200);
    const panel = await call(await login('fan@example.com'), 'GET', '/api/user/notifications');
    const listed = (panel.json() as { data: { id: number; read: boolean }[] }).data;
    expect(listed.find((item) => item.id === notification?.id)?.read).toBe(true);
    // Another device's endpoint cannot read someone else's notification.
    const [otherOwn] = await t.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.userId} = ${userIds['busy@example.com'] as number}`);
    if (otherOwn) {
      await t.request({
        method: 'POST',
        url: '/api/push/opened',
        payload: { endpoint: phone.subscription.endpoint, id: otherOwn.id },
      });
      const [after] = await t.database.db
        .select()
        .from(notifications)
        .where(sql`${notifications.id} = ${otherOwn.id}`);
      expect(after?.readAt).toBeNull();
    }
  });

  it('sends at most one push per type an hour, payment results excepted, and none of a type turned off', async () => {
    const userId = userIds['busy@example.com'] as number;
    const token = await login('busy@example.com');
    const phone = newDevice(pushService.origin, 'busy-phone');
    await call(token, 'PUT', '/api/user/push/subscription', phone.subscription);
    const before = pushService.received.length;

    await supportReplyFor(userId, 1);
    await supportReplyFor(userId, 2);
    await addNotification(t.database.db, {
      userId,
      type: 'purchase',
      key: 'purchaseComplete',
      params: { product: 'Gold Pack', tickets: 5 },
      link: '/account/balance-history',
      now: new Date(),
    });
    await addNotification(t.database.db, {
      userId,
      type: 'refund',
      key: 'orderRefunded',
      params: { product: 'Gold Pack', order: 7 },
      now: new Date(),
    });
    await jobsSettled();
    const payloads = pushService.received
      .slice(before)
      .map((push) => JSON.parse(decrypt(phone, push.body)) as PushPayload);
    expect(payloads.map((payload) => payload.title).sort()).toEqual(
      ['Order refunded', 'Purchase complete', 'Support Team replied'].sort(),
    );
    expect(payloads.find((payload) => payload.title === 'Support Team replied')?.url).toBe(
      '/support?ticket=1',
    );

    const off = await call(token, 'PUT', '/api/user/push/types', {
      types: {
        dailyGift: true,
        giftReceived: false,
        supportReply: true,
        payments: true,
        matchReminders: true,
      },
    });
    expect(off.json()).toMatchObject({ data: { types: { giftReceived: false } } });
    const beforeGift = pushService.received.length;
    await giftFor(userId);
    await jobsSettled();
    expect(pushService.received.length).toBe(beforeGift);
  });

  it('removes a subscription the push service answers 410 Gone for', async () => {
    const token = await login('other@example.com');
    const gone = newDevice(pushService.origin, 'gone-phone');
    pushService.answers.set(gone.path, 410);
    await call(token, 'PUT', '/api/user/push/subscription', gone.subscription);
    const userId = userIds['other@example.com'] as number;
    expect(await subscriptionCount(userId)).toBe(1);
    await giftFor(userId);
    await jobsSettled();
    expect(await subscriptionCount(userId)).toBe(0);
  });

  it('sends each event once with two servers working the queue', async () => {
    secondServer = await workerQueue(t.database.url);
    const userId = userIds['fan@example.com'] as number;
    // Payment results: no hourly limit, so every event must arrive, and only once.
    const before = pushService.received.length;
    for (let order = 100; order < 106; order += 1) {
      await addNotification(t.database.db, {
        userId,
        type: 'refund',
        key: 'orderRefunded',
        params: { product: 'Gold Pack', order },
        now: new Date(),
      });
    }
    await pushService.arrived(before + 12);
    await jobsSettled();
    expect(pushService.received.length - before).toBe(12);
    const delivered = pushService.received.slice(before).map((push) => {
      const device = fanDevices.find((candidate) => candidate.path === push.path) as Device;
      return `${push.path} ${(JSON.parse(decrypt(device, push.body)) as PushPayload).id}`;
    });
    // Each of the 6 notifications reached each of the 2 devices, none twice.
    expect(new Set(delivered).size).toBe(12);
  });

  it('tells each player who wants it, once a day, that the Daily Free Gift is ready', async () => {
    // The busy player turns it off; the fan (two devices, German) keeps it on; the other has no device.
    await call(await login('busy@example.com'), 'PUT', '/api/user/push/types', {
      types: {
        dailyGift: false,
        giftReceived: true,
        supportReply: true,
        payments: true,
        matchReminders: true,
      },
    });
    const before = pushService.received.length;
    const now = new Date();
    expect(await announceFreeGifts(t.database.db, { now, timeZone: 'UTC' })).toBe(1);
    // Run again the same day (a retry, a second server): nobody is told twice.
    expect(await announceFreeGifts(t.database.db, { now, timeZone: 'UTC' })).toBe(0);
    await pushService.arrived(before + 2);
    await jobsSettled();
    const pushes = pushService.received.slice(before);
    expect(pushes.map((push) => push.path).sort()).toEqual(fanDevices.map((device) => device.path).sort());
    for (const push of pushes) {
      const device = fanDevices.find((candidate) => candidate.path === push.path) as Device;
      expect(JSON.parse(decrypt(device, push.body))).toMatchObject({
        title: 'Dein tägliches Gratisgeschenk ist bereit',
        url: '/offers/free-ticket',
      });
    }
  });

  it("reminds a player of a followed team's match kicking off within half an hour, once", async () => {
    const token = await login('fan@example.com');
    const db = t.database.db;
    await db.insert(teams).values([
      { id: 990_001, name: 'Harbour Lions' },
      { id: 990_002, name: 'Valley Tigers' },
      { id: 990_003, name: 'Quiet Owls' },
    ]);
    const [season] = await db
      .insert(seasons)
      .values({
        number: 9901,
        name: 'Test season',
        startsAt: new Date(Date.now() - 86_400_000),
        endsAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: seasons.id });
    const now = new Date();
    const inMinutes = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    await db.insert(matches).values([
      { seasonId: season?.id ?? 0, kickoffAt: inMinutes(10), homeTeamId: 990_001, awayTeamId: 990_002 },
      // Too far off, and a team nobody follows.
      { seasonId: season?.id ?? 0, kickoffAt: inMinutes(120), homeTeamId: 990_002, awayTeamId: 990_001 },
      { seasonId: season?.id ?? 0, kickoffAt: inMinutes(5), homeTeamId: 990_003, awayTeamId: 990_002 },
    ]);

    const followed = await call(token, 'PUT', '/api/user/follows/990001');
    expect(followed.json()).toEqual({ success: true, data: { teamIds: [990_001] } });
    const missing = await call(token, 'PUT', '/api/user/follows/123456789');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });

    const before = pushService.received.length;
    expect(await remindFollowedMatches(db, now)).toBe(1);
    expect(await remindFollowedMatches(db, now)).toBe(0);
    await pushService.arrived(before + 2);
    await jobsSettled();
    const pushes = pushService.received.slice(before);
    expect(pushes).toHaveLength(2);
    for (const push of pushes) {
      const device = fanDevices.find((candidate) => candidate.path === push.path) as Device;
      expect(JSON.parse(decrypt(device, push.body))).toMatchObject({
        title: 'Dein Team spielt gleich',
        body: 'Harbour Lions gegen Valley Tigers beginnt in weniger als 30 Minuten.',
        url: '/stats/todays-matches',
      });
    }

    const unfollowed = await t.request({
      method: 'DELETE',
      url: '/api/user/follows/990001',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unfollowed.json()).toEqual({ success: true, data: { teamIds: [] } });
  });
});
