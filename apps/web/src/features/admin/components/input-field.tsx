import type { ComponentProps, ReactNode } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
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
