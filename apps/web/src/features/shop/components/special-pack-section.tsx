import type { ShopEventId } from '@pitchside/contract/shop';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '@/lib/session/session';
import { useSpecialPacks } from '../api/bundles-and-special-packs';
import { ProductCardList } from './product-card-list';

/**
 * An event's special pack on its event screen (issue 32). Buying needs an account, so guests
 * and events without a pack on sale see nothing here.
 */
export function SpecialPackSection({ eventId, className }: { eventId: ShopEventId; className?: string }) {
  const { t } = useTranslation('shop');
  // The list is for confirmed players (as every shop list): others are not asked.
  const loggedIn = useSessionUser()?.emailconfirmed === true;
  const packs = useSpecialPacks(eventId, loggedIn);
  if (!loggedIn || !packs.data || packs.data.length === 0) return null;
  return (
    <section aria-labelledby={`special-pack-${eventId}`} className={className}>
      <h2
        id={`special-pack-${eventId}`}
        className="display-caps flex items-center gap-2 text-2xl text-fg [&_svg]:size-6"
      >
        <Sparkles aria-hidden="true" className="text-accent" />
        {t('specialPack.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-fg-muted">{t('specialPack.description')}</p>
      <ProductCardList
        products={packs.data}
        giftable={false}
        className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      />
    </section>
  );
}
