import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsLoggedIn } from '@/lib/session/session';
import { useSessionToken } from '@/lib/session/session-store';
import { cn } from '@/lib/cn';
import { useFollows, useToggleFollow } from '../api/follows';

/**
 * The "follow" star on a team's rows (decision 0026): a followed team's matches are reminded by
 * push. Only for a signed-in player; a guest's page (rendered on the server) has none.
 */
export function FollowStar(props: { teamId: number; teamName: string }) {
  // A guest's list has a hundred rows or more: one cheap subscription each, not three queries'.
  return useSessionToken() ? <PlayerFollowStar {...props} /> : null;
}

function PlayerFollowStar({ teamId, teamName }: { teamId: number; teamName: string }) {
  const signedIn = useIsLoggedIn();
  const follows = useFollows(signedIn);
  const toggle = useToggleFollow();
  const { t } = useTranslation('stats');
  if (!signedIn || !follows.data) return null;
  const following = follows.data.teamIds.includes(teamId);
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={t(following ? 'follow.unfollow' : 'follow.follow', { team: teamName })}
      title={t(following ? 'follow.unfollow' : 'follow.follow', { team: teamName })}
      onClick={() => toggle.mutate({ teamId, follow: !following })}
      className="focus-ring -m-1.5 inline-grid size-8 shrink-0 place-items-center rounded-full text-fg-subtle transition-colors hover:text-accent"
    >
      <Star aria-hidden="true" className={cn('size-4', following && 'fill-current text-accent')} />
    </button>
  );
}
