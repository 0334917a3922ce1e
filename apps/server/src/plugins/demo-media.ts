import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SERVER_ROOT } from '../lib/server-root.ts';

export const DEMO_MEDIA_DIR = path.join(SERVER_ROOT, 'static', 'demo');

/**
 * The demo world's pictures ship with the server and are served from /media/demo/. They
 * change only with a release, so browsers may keep them for a month.
 */
export async function registerDemoMedia(app: FastifyInstance): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: DEMO_MEDIA_DIR,
      prefix: '/media/demo/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('Cache-Control', 'public, max-age=2592000');
      },
    });
  });
}
