import type { DeletionBody } from '@pitchside/contract/data-rights';
import { z } from 'zod';

/**
 * The "Delete my account" form: the password the contract's `deletionBody` asks for, with the
 * message as an i18n key of the `account` namespace (see form-schemas.ts).
 */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, { message: 'validation.passwordRequired' }).max(200),
  /** Asked for (and checked by the server) only when two-factor sign-in is on. */
  code: z.string().max(40).optional(),
}) satisfies z.ZodType<DeletionBody>;
export type DeleteAccountForm = z.infer<typeof deleteAccountSchema>;
