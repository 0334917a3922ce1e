import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SeasonalPackGrid } from './seasonal-pack-grid';

/** The two seasonal packs on the home page (spec §1), open to guests: buying asks them to log in. */
export function SeasonalPacksSection() {
  const { t } = useTranslation('offers');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="render-when-near -m-1 p-1">
      <div className="mb-4">
        <h2 id={headingId} className="display-caps text-2xl text-fg sm:text-3xl">
          {t('seasonal.sectionTitle')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('seasonal.sectionDescription')}</p>
      </div>
      <SeasonalPackGrid headingLevel={3} />
    </section>
  );
}
