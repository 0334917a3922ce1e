import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** Every successful response: `{ success: true, data, ...meta }`. */
export const okEnvelope = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** An answer with nothing to return but a sentence for the player (spec wording, English). */
export const messageEnvelope = z.object({ success: z.literal(true), message: z.string() });

/** An answer that only confirms. */
export const successEnvelope = z.object({ success: z.literal(true) });

/** Every failed response: the HTTP status carries the class, `error` the machine code, `message` English text. */
export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.enum(ERROR_CODES),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Seconds a caller must wait before trying again (429 answers). */
  retryAfter: z.number().int().nonnegative().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
