import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { getConfig } from '@/lib/config';
import { isRouteHandle } from '../route-handle';

/** document.title = "<screen title> | <product>" (spec §2), following navigation and language. */
export function TitleSync() {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const titleKey = matches.map((match) => match.handle).findLast(isRouteHandle)?.titleKey;
  const { productName } = getConfig();
  const title = titleKey ? `${t(titleKey)} | ${productName}` : productName;

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
