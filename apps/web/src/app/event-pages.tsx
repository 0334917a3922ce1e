import { SpecialPackSection } from '@/features/shop/components/special-pack-section';
import { GoldenCardsPage } from '@/features/stats/routes/golden-cards-page';
import { SeasonalGoalsPage } from '@/features/stats/routes/seasonal-goals-page';
import { TopEventTeamsPage } from '@/features/stats/routes/top-event-teams-page';

/**
 * The event screens of spec §2 with the event's special pack under the standings (issue 32): the
 * app composes the stats screen and the shop's section, as features never import each other.
 */
export function TopEventTeamsScreen() {
  return (
    <>
      <TopEventTeamsPage />
      <SpecialPackSection eventId="top-event-teams" className="mt-10" />
    </>
  );
}

export function SeasonalGoalsScreen() {
  return (
    <>
      <SeasonalGoalsPage />
      <SpecialPackSection eventId="seasonal-goals" className="mt-10" />
    </>
  );
}

export function GoldenCardsScreen() {
  return (
    <>
      <GoldenCardsPage />
      <SpecialPackSection eventId="golden-cards" className="mt-10" />
    </>
  );
}
