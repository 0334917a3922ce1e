import type { InviteView } from '@pitchside/contract/staff-accounts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api/api-error';
import { useInviteAccount, useInviteConfirm } from '../api/staff-accounts';

type Setup = { secret: string; qrSvg: string } | null;

/** The invitation's error in words: a wrong password, a weak one, a wrong code… */
function useInviteError() {
  const { t } = useTranslation('admin');
  return (error: unknown): string | null => {
    if (!error) return null;
    const code = error instanceof ApiError ? error.code : null;
    const known: Record<string, string> = {
      INVALID_CREDENTIALS: t('invite.wrongPassword'),
      PASSWORD_TOO_WEAK: t('invite.passwordHint'),
      PASSWORDS_DO_NOT_MATCH: t('invite.mismatch'),
      VALIDATION_FAILED: t('invite.nameMissing'),
      CODE_INVALID: t('invite.codeInvalid'),
      INVITE_USED: t('invite.used'),
      INVITE_EXPIRED: t('invite.expired'),
      INVITE_INVALID: t('invite.invalid'),
      ALREADY_STAFF: t('staff.invite.alreadyStaff'),
    };
    return (code && known[code]) ?? t('staff.failed');
  };
}

/** Step one: a new account's name and password, or the existing account's password. */
export function InviteAccountStep(props: {
  token: string;
  invite: InviteView;
  onDone: (setup: Setup) => void;
}) {
  const { t } = useTranslation('admin');
  const account = useInviteAccount(props.token);
  const errorOf = useInviteError();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const existing = props.invite.hasAccount;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    account.mutate(existing ? { password } : { name: name.trim(), password, confirmPassword: confirm }, {
      onSuccess: (data) => props.onDone(data.setup),
    });
  };
  const failure = errorOf(account.error);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="font-display text-lg font-bold text-fg">{t('invite.step1')}</h2>
      <p className="text-sm text-fg-muted">{existing ? t('invite.existing') : t('invite.newAccount')}</p>
      {failure && <Alert severity="high">{failure}</Alert>}
      {!existing && (
        <Field label={t('invite.name')}>
          {(control) => (
            <Input
              {...control}
              value={name}
              maxLength={60}
              autoComplete="name"
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
      )}
      <Field label={t('invite.password')} hint={existing ? undefined : t('invite.passwordHint')}>
        {(control) => (
          <Input
            {...control}
            type="password"
            value={password}
            maxLength={200}
            autoComplete={existing ? 'current-password' : 'new-password'}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      {!existing && (
        <Field label={t('invite.confirmPassword')}>
          {(control) => (
            <Input
              {...control}
              type="password"
              value={confirm}
              maxLength={200}
              autoComplete="new-password"
              onChange={(e) => setConfirm(e.target.value)}
            />
          )}
        </Field>
      )}
      <Button type="submit" loading={account.isPending} disabled={!password}>
        {t('invite.continue')}
      </Button>
    </form>
  );
}

/** Step two: scan the authenticator (unless the account has one) and type its code. */
export function InviteSecondFactorStep(props: {
  token: string;
  setup: Setup;
  onDone: (recoveryCodes: string[] | null) => void;
}) {
  const { t } = useTranslation('admin');
  const confirm = useInviteConfirm(props.token);
  const errorOf = useInviteError();
  const [code, setCode] = useState('');
  const clean = code.replace(/\s+/g, '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(clean, { onSuccess: (data) => props.onDone(data.recoveryCodes) });
  };
  const failure = errorOf(confirm.error);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <h2 className="font-display text-lg font-bold text-fg">{t('invite.step2')}</h2>
      {props.setup ? (
        <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
          <div
            className="size-44 rounded-xl bg-white p-2 [&_svg]:size-full"
            role="img"
            aria-label={t('invite.qrLabel')}
            // The SVG is drawn by our server from the secret it just made (qrcode), not by anyone else.
            dangerouslySetInnerHTML={{ __html: props.setup.qrSvg }}
          />
          <div className="min-w-0 space-y-2 text-sm text-fg-muted">
            <p>{t('invite.scan')}</p>
            <p>
              {t('invite.secret')}{' '}
              <code
                data-testid="invite-secret"
                dir="ltr"
                className="inline-block break-all rounded bg-white/[0.07] px-1.5 py-0.5 font-mono text-fg"
              >
                {props.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
              </code>
            </p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-fg-muted">{t('invite.hasSecondFactor')}</p>
      )}
      {failure && <Alert severity="high">{failure}</Alert>}
      <Field label={t('invite.code')}>
        {(control) => (
          <Input
            {...control}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={props.setup ? 7 : 11}
            className="max-w-48 font-mono tracking-widest"
          />
        )}
      </Field>
      <Button type="submit" loading={confirm.isPending} disabled={clean.length < 6}>
        {t('invite.confirm')}
      </Button>
    </form>
  );
}
