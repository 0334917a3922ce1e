import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PERIODS, type Period } from '../../model/periods';

/** The period buttons, and the two dates of a custom period. */
export function PeriodPicker(props: {
  period: Period;
  custom: { from: string | null; to: string | null };
  onChoose: (period: Period) => void;
  onApplyCustom: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-label={t('dashboard.period')} className="mb-6 flex flex-wrap items-end gap-2">
      {PERIODS.map((p) => (
        <Button
          key={p}
          size="sm"
          variant={p === props.period ? 'primary' : 'secondary'}
          aria-pressed={p === props.period}
          onClick={() => props.onChoose(p)}
        >
          {t(`dashboard.periods.${p}`)}
        </Button>
      ))}
      {props.period === 'custom' && (
        <CustomRange from={props.custom.from} to={props.custom.to} onApply={props.onApplyCustom} />
      )}
    </div>
  );
}

function CustomRange(props: {
  from: string | null;
  to: string | null;
  onApply: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const [from, setFrom] = useState(props.from ?? '');
  const [to, setTo] = useState(props.to ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to) props.onApply({ from, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-xs text-fg-muted">
        {t('dashboard.from')}
        <Input
          type="date"
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.target.value)}
          className="h-8"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-fg-muted">
        {t('dashboard.to')}
        <Input
          type="date"
          value={to}
          min={from || undefined}
          onChange={(event) => setTo(event.target.value)}
          className="h-8"
        />
      </label>
      <Button type="submit" size="sm">
        {t('dashboard.apply')}
      </Button>
    </form>
  );
}
