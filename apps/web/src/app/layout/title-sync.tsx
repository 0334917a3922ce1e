import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { getConfig } from '@/lib/config';
import { screenTitle } from '../route-handle';

/** document.title = "<screen title> | <product>" (spec §2), following navigation and language. */
export function TitleSync() {
  const { t } = useTranslation('routes');
  const matches = useMatches();
  const title = screenTitle(
    (key) => t(key),
    matches.map((match) => match.handle),
    getConfig().productName,
  );

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
