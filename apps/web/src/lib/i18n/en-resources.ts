import account from '@/locales/en/account.json';
import common from '@/locales/en/common.json';
import content from '@/locales/en/content.json';
import errors from '@/locales/en/errors.json';
import layout from '@/locales/en/layout.json';
import routes from '@/locales/en/routes.json';

/**
 * English is the source language and the fallback for every other one, so it ships inside the
 * main bundle; the types of `t()` keys are derived from it (see i18next.d.ts).
 */
export const EN_RESOURCES = { account, common, content, errors, layout, routes } as const;

export type Namespace = keyof typeof EN_RESOURCES;
export const NAMESPACES = Object.keys(EN_RESOURCES) as Namespace[];
