import { passwordStrength } from '@pitchside/contract/account';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const LEVELS = ['weak', 'medium', 'strong'] as const;
const COLORS = { weak: 'bg-danger', medium: 'bg-warning', strong: 'bg-success' } as const;
const TEXT = { weak: 'text-danger', medium: 'text-warning', strong: 'text-success' } as const;

/** Spec §5: the change-password strength levels weak, medium, strong (rules in the contract). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation('account');
  if (!password) return null;
  const level = passwordStrength(password);
  const filled = LEVELS.indexOf(level) + 1;
  return (
    <div className="flex items-center gap-3" data-strength={level}>
      <div className="grid flex-1 grid-cols-3 gap-1" aria-hidden="true">
        {LEVELS.map((name, index) => (
          <span
            key={name}
            className={cn('h-1.5 rounded-full', index < filled ? COLORS[level] : 'bg-white/10')}
          />
        ))}
      </div>
      <p className={cn('text-xs font-semibold', TEXT[level])} aria-live="polite">
        {t('settings.password.strength')}: {t(`settings.password.${level}`)}
      </p>
    </div>
  );
}
