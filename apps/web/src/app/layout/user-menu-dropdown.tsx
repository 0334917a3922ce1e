import { LifeBuoy, LogOut, Megaphone, ReceiptText, Settings, ShieldCheck, TicketPercent } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { logOut } from '@/lib/session/logout';
import { useSessionUser } from '@/lib/session/session';
import { useCreatorPage } from '@/features/codes/api/creator-page';
import { consoleHome } from './console-nav';
import { USER_MENU_TRIGGER_CLASS, UserMenuTriggerFace } from './user-menu-trigger';

/** `defaultOpen`: the player clicked the stand-in button before this code had arrived. */
export function UserMenuDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const user = useSessionUser();
  const name = user?.nickname || t('user.fallbackName');
  // Staff reach the console at the first screen their role may use (decision 0025).
  const consoleEntry = user?.emailconfirmed ? consoleHome(user.role) : null;

  return (
    // Non-modal: a modal menu hides the whole page from assistive tech while it stays focusable.
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger aria-label={t('user.menu', { name })} className={USER_MENU_TRIGGER_CLASS}>
        <UserMenuTriggerFace avatar={user?.avatar} name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-fg">{name}</span>
          {user?.email && <span className="block truncate">{user.email}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={<Settings />} onSelect={() => void navigate('/account/settings')}>
          {t('user.accountSettings')}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<ReceiptText />} onSelect={() => void navigate('/account/balance-history')}>
          {t('user.balanceHistory')}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<TicketPercent />} onSelect={() => void navigate('/redeem')}>
          {t('user.redeemCode')}
        </DropdownMenuItem>
        {user?.emailconfirmed && <CreatorPageItem />}
        <DropdownMenuItem icon={<LifeBuoy />} onSelect={() => void navigate('/support')}>
          {t('user.support')}
        </DropdownMenuItem>
        {consoleEntry && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<ShieldCheck />} onSelect={() => void navigate(consoleEntry)}>
              {t('user.backOffice')}
            </DropdownMenuItem>
          </>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          tone="danger"
          icon={<LogOut className="rtl:-scale-x-100" />}
          onSelect={() => {
            void logOut();
            void navigate('/');
          }}
        >
          {t('user.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * A creator's own page (issue 36), for players the studio registered as creators: asked when the
 * menu opens (its content mounts then), so other players cost one small call at most.
 */
function CreatorPageItem() {
  const { t } = useTranslation('routes');
  const navigate = useNavigate();
  const creator = useCreatorPage();
  if (!creator.isSuccess) return null;
  return (
    <DropdownMenuItem icon={<Megaphone />} onSelect={() => void navigate('/creator')}>
      {t('creator')}
    </DropdownMenuItem>
  );
}
