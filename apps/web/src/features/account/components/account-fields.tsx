import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useFieldError } from '../model/use-field-error';
import { PasswordInput } from './password-input';

interface AccountFieldProps {
  /** What react-hook-form's `register(name)` returned for the field. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** The e-mail field of the account forms (log in, forgotten password, sign-up). */
export function EmailField({ registration, error }: AccountFieldProps) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  return (
    <Field label={t('fields.email')} error={fieldError(error)}>
      {(control) => (
        <Input
          {...control}
          {...registration}
          type="email"
          autoComplete="email"
          placeholder={t('fields.emailPlaceholder')}
        />
      )}
    </Field>
  );
}

interface PasswordFieldProps extends AccountFieldProps {
  /** The password being typed is the account's own (log in) or a new one (sign-up, confirmation). */
  purpose: 'current' | 'new' | 'confirm';
}

/** A password field of the account forms, with its show/hide button and the browser's autofill hint. */
export function PasswordField({ registration, error, purpose }: PasswordFieldProps) {
  const { t } = useTranslation('account');
  const fieldError = useFieldError();
  return (
    <Field
      label={t(purpose === 'confirm' ? 'fields.confirmPassword' : 'fields.password')}
      error={fieldError(error)}
    >
      {(control) => (
        <PasswordInput
          {...control}
          {...registration}
          autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
        />
      )}
    </Field>
  );
}
