import { ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useSessionUser } from '@/lib/session/session';
import { ErrorFallback } from '../error-fallback';
import { consoleHome } from './console-nav';

/**
 * A console screen's error element: "Not allowed" when the guard refused the staff member's role
 * (a 403 from `accessLoader`), with the way back to the screens the role may use; otherwise the
 * portal's usual error.
 */
export function ConsoleRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAllowed />;
  return <ErrorFallback />;
}

function NotAllowed() {
  const { t } = useTranslation('admin');
  const user = useSessionUser();
  const role = user?.role ?? 'player';
  return (
    <div className="grid min-h-[50vh] place-items-center px-4">
      <div className="flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-8 py-10 text-center shadow-raised">
        <span
          className="mb-4 grid size-14 place-items-center rounded-2xl bg-warning/15 text-warning [&_svg]:size-7"
          aria-hidden="true"
        >
          <ShieldX />
        </span>
        <h1 className="display-caps text-2xl text-fg">{t('console.notAllowed.title')}</h1>
        <p className="mt-2 text-sm text-fg-muted">
          {t('console.notAllowed.body', { role: t(`status.role_${role}` as 'status.role_player') })}
        </p>
        <Link
          to={consoleHome(role) ?? '/'}
          className="focus-ring mt-6 inline-flex min-h-11 items-center rounded-lg bg-primary px-5 font-semibold text-primary-fg hover:bg-primary-hover"
        >
          {t('console.notAllowed.back')}
        </Link>
      </div>
    </div>
  );
}
