import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import layout from '@/locales/en/layout.json';
import routes from '@/locales/en/routes.json';

/**
 * The English texts bundled with the app: the shell's (header, menus, footer, page titles,
 * errors), English being every language's fallback. The other namespaces come in one chunk as
 * the app starts (`en-rest.ts`); the first paint is the server's HTML, so nothing waits for them
 * but the app taking over.
 */
export const EN_SHELL_RESOURCES = { common, errors, layout, routes } as const;
