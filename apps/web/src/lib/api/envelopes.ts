import * as z from 'zod/mini';

/*
 * The API's answer envelopes (spec §7), which `apiRequest` checks every answer against. In
 * `zod/mini`; a module of its own, loaded with the first call (client.ts): a guest's page starts
 * without zod (decision 0037).
 */

export const failureEnvelope = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  message: z.string(),
  retryAfter: z.optional(z.number()),
});

export const successEnvelope = z.object({ success: z.literal(true), data: z.unknown() });

export const flatSuccess = z.looseObject({ success: z.literal(true) });

/** A call's own schema, classic zod or `zod/mini`: both are checked by the core's function. */
export const safeParse = z.safeParse;
