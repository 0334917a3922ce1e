import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '@pitchside/contract/account';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sessionUserOf } from './session-user.ts';
import { avatarPathOf, setAvatarPath } from './user-repository.ts';
import { idParam } from '@pitchside/contract/bounds';
import { asUploadError } from '../../lib/multipart-error.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import { acceptedImageFormat, transcodeImage } from '../../lib/image-decoding.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_SIZE = 256;

/**
 * Profile photos: the upload is decoded by sharp, so its content decides whether it is an
 * image (a renamed PDF fails); what we keep is a freshly encoded 256 px WebP under DATA_DIR,
 * which also strips any metadata (location) the original carried.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{
  db: Database;
  dataDir: string;
  clock: () => Date;
  limits: CreationLimits;
}> = async (app, { db, dataDir, clock, limits }) => {
  const folder = path.join(dataDir, 'avatars');
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0 } });

  app.post(
    '/api/account/avatar',
    {
      preHandler: [app.guards.requireUser, limits.upload],
      schema: {
        tags: ['account'],
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ success: z.literal(true), user: sessionUser }) },
      },
    },
    async (request) => {
      const { user } = request.authenticated();
      const file = await request.file().catch((error: unknown) => {
        throw asUploadError(error);
      });
      if (!file) throw new AppError('VALIDATION_FAILED', 'Please choose an image');
      const original = await file.toBuffer().catch(() => {
        throw new AppError('PAYLOAD_TOO_LARGE', `${file.filename} - File is too large (max 5 MB)`);
      });
      // The header alone decides type and size (a picture declaring more than 4096 × 4096 pixels
      // is refused undecoded); decoding then waits its turn in the process's bounded queue.
      const format = await acceptedImageFormat(original, file.filename);
      if (!format) {
        throw new AppError('VALIDATION_FAILED', `${file.filename} - Invalid file type`);
      }
      const avatar = await transcodeImage(original, file.filename, (image) =>
        image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }),
      );
      await fs.mkdir(folder, { recursive: true });
      const fileName = `${user.id}.webp`;
      // Write then rename, so a reader never sees half a file; the temporary name is unique, so
      // concurrent uploads by one player never share (and steal) one temporary file.
      const temporary = path.join(folder, `${fileName}.${randomBytes(8).toString('hex')}.tmp`);
      try {
        await fs.writeFile(temporary, avatar);
        await fs.rename(temporary, path.join(folder, fileName));
      } finally {
        await fs.rm(temporary, { force: true });
      }
      const updated = await setAvatarPath(db, user.id, fileName, clock());
      return { success: true as const, user: await sessionUserOf(db, updated ?? user, clock()) };
    },
  );

  app.get(
    '/api/account/avatar/:id',
    { schema: { tags: ['account'], params: z.object({ id: idParam }) } },
    async (request, reply) => {
      const avatarPath = await avatarPathOf(db, request.params.id);
      if (!avatarPath) throw notFound('Avatar not found');
      const image = await fs.readFile(path.join(folder, path.basename(avatarPath))).catch(() => null);
      if (!image) throw notFound('Avatar not found');
      // The URL carries a version (?v=updatedAt), so the image itself may be cached for long.
      return reply
        .type('image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },
  );
};
