import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useModalStore } from '@/lib/modals/modal-store';
import { useForgotPassword } from '../api/forgot-password';
import { forgotSchema, type ForgotForm } from '../model/form-schemas';
import { useErrorText } from '../model/use-error-text';
import { EmailField } from './account-fields';
import { AccountModalShell } from './account-modal-shell';
import { FormMessage } from './form-message';

export function ForgotPasswordModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell name="forgot" title={t('forgot.title')} icon={<KeyRound />}>
      <ForgotPasswordBody />
    </AccountModalShell>
  );
}

function ForgotPasswordBody() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const switchTo = useModalStore((state) => state.switchTo);
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotForm>({
    resolver: zodResolver(forgotSchema),
    mode: 'onBlur',
    defaultValues: { email: '' },
  });
  const email = useWatch({ control, name: 'email' });

  const onSubmit = handleSubmit(async ({ email: address }) => {
    try {
      await forgot.mutateAsync(address);
      setSentTo(address.trim().toLowerCase());
    } catch {
      /* shown from forgot.error */
    }
  });

  if (sentTo) {
    return (
      <div className="space-y-4 text-center" role="status">
        <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary [&_svg]:size-7">
          <MailCheck aria-hidden="true" />
        </div>
        <p className="display-caps text-xl text-fg">{t('forgot.sentTitle')}</p>
        <p className="text-sm text-fg">{t('forgot.sentBody', { email: sentTo })}</p>
        <p className="text-sm text-fg-muted">{t('forgot.sentHint')}</p>
        <Button variant="secondary" className="w-full" onClick={() => switchTo('login')}>
          {t('forgot.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm">{t('forgot.description')}</p>
      <FormMessage message={errorText('forgot', forgot.error)} />
      <EmailField registration={register('email')} error={errors.email} />
      {/* Spec §5: the button stays disabled while the e-mail is empty. */}
      <Button type="submit" className="w-full" disabled={!email.trim()} loading={forgot.isPending}>
        {t('forgot.submit')}
      </Button>
      <p className="text-center text-sm">
        <button
          type="button"
          onClick={() => switchTo('login')}
          className="focus-ring rounded font-semibold text-primary hover:underline"
        >
          {t('forgot.backToLogin')}
        </button>
      </p>
    </form>
  );
}
