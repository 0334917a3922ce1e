import { Eye, EyeOff } from 'lucide-react';
import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  ref?: Ref<HTMLInputElement>;
}

/** A password field with the show/hide toggle of spec §2. */
export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input {...props} type={visible ? 'text' : 'password'} className={`pe-11 ${className ?? ''}`} />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('fields.hidePassword') : t('fields.showPassword')}
        aria-pressed={visible}
        className="focus-ring absolute inset-y-0 end-0 grid w-10 place-items-center rounded-e-lg text-fg-muted transition-colors hover:text-fg [&_svg]:size-4"
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
