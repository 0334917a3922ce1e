import type { GameUser } from '@pitchside/contract/account';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useModalStore } from '@/lib/modals/modal-store';
import { AccountModalShell } from './account-modal-shell';
import { SignupAccountStep } from './signup-account-step';
import { SignupConfirmStep } from './signup-confirm-step';
import { SignupReferralStep } from './signup-referral-step';

const STEPS = ['referral', 'confirm', 'account'] as const;
type Step = (typeof STEPS)[number];

export function SignupModal() {
  const { t } = useTranslation('account');
  return (
    <AccountModalShell name="signup" title={t('signup.title')} icon={<UserPlus />}>
      <SignupFlow />
    </AccountModalShell>
  );
}

/** Spec §2: (1) referral ID and Search, (2) confirm the found player, (3) the account form. */
function SignupFlow() {
  const { t } = useTranslation('account');
  const switchTo = useModalStore((state) => state.switchTo);
  const [step, setStep] = useState<Step>('referral');
  const [player, setPlayer] = useState<GameUser | null>(null);
  // Bumped by Back so the referral step starts empty again (spec §4: Back clears it).
  const [referralRound, setReferralRound] = useState(0);
  const index = STEPS.indexOf(step);

  return (
    <div className="space-y-5">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-fg-muted">
          {t('signup.step', { step: index + 1, total: STEPS.length })} · {t(`signup.steps.${step}`)}
        </p>
        <ol className="mt-2 grid grid-cols-3 gap-1.5" aria-hidden="true">
          {STEPS.map((name, position) => (
            <li
              key={name}
              className={cn('h-1 rounded-full', position <= index ? 'bg-primary' : 'bg-white/10')}
            />
          ))}
        </ol>
      </div>

      {step === 'referral' && (
        <SignupReferralStep
          key={referralRound}
          onFound={(found) => {
            setPlayer(found);
            setStep('confirm');
          }}
        />
      )}
      {step === 'confirm' && player && (
        <SignupConfirmStep
          player={player}
          onBack={() => {
            setPlayer(null);
            setReferralRound((round) => round + 1);
            setStep('referral');
          }}
          onConfirm={() => setStep('account')}
        />
      )}
      {step === 'account' && player && <SignupAccountStep player={player} />}

      <p className="text-center text-sm text-fg-muted">
        {t('signup.haveAccount')}{' '}
        <button
          type="button"
          onClick={() => switchTo('login')}
          className="focus-ring rounded font-semibold text-primary hover:underline"
        >
          {t('signup.login')}
        </button>
      </p>
    </div>
  );
}
