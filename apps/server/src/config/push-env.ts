import { z } from 'zod';
import { base64UrlBytes, emptyAsUndefined } from './env-values.ts';

/**
 * Web push (decision 0026): the VAPID key pair (base64url, as `npx web-push
 * generate-vapid-keys` prints it) and a contact for push services (`mailto:` or `https:`).
 * Unset outside production: a pair is generated once into DATA_DIR.
 */
export const pushEnv = {
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((key) => base64UrlBytes(key) === 65 && key.startsWith('B'), {
        message: 'must be an uncompressed P-256 public key, base64url (87 characters starting with B)',
      })
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((key) => base64UrlBytes(key) === 32, {
        message: 'must be a P-256 private key, base64url (43 characters)',
      })
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .optional(),
  ),
};
