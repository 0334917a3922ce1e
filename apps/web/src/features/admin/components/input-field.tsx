import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

type Labelled = { label: ReactNode; hint?: ReactNode; error?: ReactNode; onValue: (value: string) => void };

/** A labelled input of the back office's forms, its label, hint and error wired to it. */
export function InputField({
  label,
  hint,
  error,
  onValue,
  ...input
}: Labelled & Omit<ComponentProps<typeof Input>, 'onChange'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Input {...control} {...input} onChange={(e) => onValue(e.target.value)} />}
    </Field>
  );
}

/** A labelled choice of the back office's forms, one option a value. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  optionLabel,
  onValue,
}: {
  label: ReactNode;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => ReactNode;
  onValue: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onValue(e.target.value as T)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Where an entry stands in its list (banners, FAQ): a whole number, lowest first. */
export function PositionField({
  error,
  value,
  onValue,
}: {
  error: ReactNode;
  value: string;
  onValue: (value: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <InputField
      label={t('content.editor.position')}
      hint={t('content.editor.positionHint')}
      error={error}
      inputMode="numeric"
      value={value}
      onValue={onValue}
    />
  );
}

/** Why an action on a player is taken: the audit log keeps it (at most 500 characters). */
export function ReasonField({ label, hint, error, onValue, value }: Labelled & { value: string }) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Textarea
          {...control}
          value={value}
          maxLength={500}
          rows={3}
          onChange={(event) => onValue(event.target.value)}
        />
      )}
    </Field>
  );
}

/** `datetime-local` / `date` values in the browser's zone ↔ ISO instants ("" and null when empty or invalid). */
export function toLocalInput(iso: string | null, length: 16 | 10 = 16): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, length);
}
export function toIsoInstant(local: string): string | null {
  const date = new Date(local);
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
