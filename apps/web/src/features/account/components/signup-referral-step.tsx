import { zodResolver } from '@hookform/resolvers/zod';
import type { GameUser } from '@pitchside/contract/account';
import { Search, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api/api-error';
import { useSearchReferral } from '../api/search-referral';
import { referralSchema, type ReferralForm } from '../model/form-schemas';
import { useErrorText } from '../model/use-error-text';
import { useFieldError } from '../model/use-field-error';
import { useGameSignInStore } from '../model/game-sign-in-store';
import { FormMessage } from './form-message';

export function SignupReferralStep({ onFound }: { onFound: (player: GameUser) => void }) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  const errorText = useErrorText();
  const search = useSearchReferral();
  const [usedOpen, setUsedOpen] = useState(false);
  // A player the game sent (game-sign-in-page.tsx) starts with its referral ID filled in, once.
  const [prefilled] = useState(() => useGameSignInStore.getState().referralId ?? '');
  useEffect(() => {
    if (prefilled) useGameSignInStore.getState().clearReferralId();
  }, [prefilled]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReferralForm>({
    resolver: zodResolver(referralSchema),
    mode: 'onBlur',
    defaultValues: { referralId: prefilled },
  });

  const onSubmit = handleSubmit(async ({ referralId }) => {
    try {
      onFound(await search.mutateAsync(referralId));
    } catch (error) {
      // Spec §8: an ID that already has an account opens the error modal instead of a message.
      if (isApiError(error) && error.code === 'REFERRAL_ALREADY_USED') setUsedOpen(true);
    }
  });
  const alreadyUsed = isApiError(search.error) && search.error.code === 'REFERRAL_ALREADY_USED';

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <p className="text-sm">{t('signup.referralIntro')}</p>
      {!alreadyUsed && <FormMessage message={errorText('referral', search.error)} />}
      <Field label={t('fields.referralId')} error={fieldError(errors.referralId)}>
        {(control) => (
          <Input
            {...control}
            {...register('referralId')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('signup.referralPlaceholder')}
          />
        )}
      </Field>
      <Button type="submit" className="w-full" loading={search.isPending}>
        {!search.isPending && <Search aria-hidden="true" />}
        {t('signup.search')}
      </Button>
      <Dialog
        open={usedOpen}
        onOpenChange={setUsedOpen}
        title={t('signup.referralUsedTitle')}
        icon={<TriangleAlert />}
        size="sm"
        footer={
          <Button onClick={() => setUsedOpen(false)} className="min-w-24">
            {t('signup.ok')}
          </Button>
        }
      >
        <p className="text-sm text-fg">{t('signup.referralUsed')}</p>
      </Dialog>
    </form>
  );
}
