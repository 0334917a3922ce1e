import { EN_REST_RESOURCES } from './en-rest';
import { EN_SHELL_RESOURCES } from './en-shell-resources';

/**
 * English is the source language and the fallback for every other one; the types of `t()` keys
 * are derived from it (see i18next.d.ts) and the server renders with all of it. The browser
 * bundles only the shell's namespaces (`en-shell-resources.ts`) and fetches the rest in one chunk
 * when it starts (`en-rest.ts`, read by `locale-backend.ts`); this is the two together.
 */
export const EN_RESOURCES = { ...EN_SHELL_RESOURCES, ...EN_REST_RESOURCES } as const;
