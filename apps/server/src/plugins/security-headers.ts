import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * A strict Content-Security-Policy: scripts only from our own origin (no inline script; the
 * runtime config travels as a non-executed JSON block), no framing, no plugins.
 * Inline styles stay allowed because UI primitives position popovers with style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const directives: Record<string, string[]> = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The service worker (decision 0026) and the installable app's manifest, from our own origin.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    mediaSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
  const https = config.publicUrl.startsWith('https://');
  if (https) directives.upgradeInsecureRequests = [];

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    // HSTS only where the portal is really served over TLS.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  // Synchronous on purpose: the public responders send without returning the reply, and an
  // extra asynchronous onSend step would let Fastify think such a handler never answered.
  app.addHook('onSend', (request, reply, payload, done) => {
    // The portal uses none of these powerful features; nothing embedded in it may either.
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // An answer that depends on the session (a token, a balance, a ticket) is never stored by a
    // browser or a proxy: a shared computer or a cache must not hand it to the next person.
    // Public answers set their own caching; any other API answer is private by default.
    if (
      request.url.startsWith('/api/') &&
      (request.headers.authorization || !reply.hasHeader('cache-control'))
    ) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}

const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');
