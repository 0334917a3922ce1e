import type { SessionUser } from '@/lib/session/session-user';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';

export function SecurityTab({ user }: { user: SessionUser }) {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-2">
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={user.email ?? ''} />
    </div>
  );
}
