import type { EN_RESOURCES } from './en-resources';

export type Namespace = keyof typeof EN_RESOURCES;

/**
 * Every namespace the portal loads when it starts (the back office's `admin` and the security
 * tab's `security` load with their screens). A list of its own, so naming them does not bundle
 * their English texts; the check below keeps it equal to `EN_RESOURCES`.
 */
export const NAMESPACES = [
  'account',
  'common',
  'content',
  'errors',
  'events',
  'home',
  'layout',
  'notifications',
  'offers',
  'payments',
  'routes',
  'shop',
  'social',
  'spin',
  'staff',
  'stats',
  'support',
  'vip',
  'wallet',
] as const satisfies readonly Namespace[];

// Fails to compile when a namespace of EN_RESOURCES is missing from the list.
type Missing = Exclude<Namespace, (typeof NAMESPACES)[number]>;
export const ALL_NAMESPACES_LISTED: Missing extends never ? true : Missing = true;
