import type { SCREEN_ROUTES } from '@pitchside/contract/routes';

export type ScreenTitleKey = (typeof SCREEN_ROUTES)[number]['titleKey'];
export type TitleKey = ScreenTitleKey | 'notFound';

/** What every titled route carries in its `handle`; the title is `routes:<titleKey> | product`. */
export interface RouteHandle {
  titleKey: TitleKey;
}

/** "<screen title> | <product>" (spec §2): the browser's tab, and the server's `<title>`. */
export function screenTitle(
  translate: (key: TitleKey) => string,
  handles: unknown[],
  productName: string,
): string {
  const titleKey = handles.findLast(isRouteHandle)?.titleKey;
  return titleKey ? `${translate(titleKey)} | ${productName}` : productName;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string'
  );
}
