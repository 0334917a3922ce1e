import { ChevronDown, Headset, LifeBuoy, LogOut, ReceiptText, Settings, ShieldCheck } from 'lucide-react';
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
import { useSessionStore } from '@/lib/session/session-store';
import { UserAvatar } from './user-avatar';

export function UserMenu() {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const name = user?.nickname || t('user.fallbackName');
  const staff = user?.emailconfirmed && (user.role === 'support' || user.role === 'admin');

  return (
    // Non-modal: a modal menu hides the whole page from assistive tech while it stays focusable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={t('user.menu', { name })}
        className="focus-ring group inline-flex h-11 items-center gap-2 rounded-full py-1 pe-2 ps-1 transition-colors hover:bg-white/[0.06] data-[state=open]:bg-white/[0.06]"
      >
        {user?.avatar ? (
          <img
            src={user.avatar}
            alt=""
            className="size-9 shrink-0 rounded-full object-cover ring-2 ring-primary/30"
          />
        ) : (
          <UserAvatar name={name} />
        )}
        <span className="hidden max-w-32 truncate text-sm font-semibold text-fg md:inline lg:hidden">
          {name}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 text-fg-muted transition-transform group-data-[state=open]:rotate-180"
        />
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
        <DropdownMenuItem icon={<LifeBuoy />} onSelect={() => void navigate('/support')}>
          {t('user.support')}
        </DropdownMenuItem>
        {staff && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem icon={<ShieldCheck />} onSelect={() => void navigate('/admin')}>
              {t('user.backOffice')}
            </DropdownMenuItem>
            <DropdownMenuItem icon={<Headset />} onSelect={() => void navigate('/support/console')}>
              {t('user.staffConsole')}
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
