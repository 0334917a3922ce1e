import { GRANT_MAX_TICKETS, GRANT_MAX_WEB_POINTS } from '@pitchside/contract/admin-players';
import { Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api/api-error';
import { formatNumber } from '@/lib/format/format-number';
import { useGrantCompensation, type GrantResult } from '../api/grant-compensation';
import { FormButtons } from './form-buttons';
import { InputField, ReasonField } from './input-field';
import { useLinkedTicket } from '../model/linked-ticket';

interface GrantDialogProps {
  playerId: number;
  nickname: string;
  /** False when the player has no game account: tickets cannot be delivered. */
  canReceiveTickets: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onGranted: (result: GrantResult) => void;
}

const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));
const valid = (value: number, max: number) => Number.isInteger(value) && value >= 0 && value <= max;

/** Compensation: web points and/or tickets with a reason the player reads in their notification. */
export function GrantDialog(props: GrantDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const grant = useGrantCompensation(props.playerId);
  const ticketId = useLinkedTicket();
  // One id per opened form: a retry after a lost answer repeats the same request, granted once.
  const [requestId] = useState(() => crypto.randomUUID());
  const [webPoints, setWebPoints] = useState('');
  const [tickets, setTickets] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);

  const points = amount(webPoints);
  const items = amount(tickets);
  const pointsError = !valid(points, GRANT_MAX_WEB_POINTS)
    ? t('actions.grantTooMuch', { max: formatNumber(GRANT_MAX_WEB_POINTS, i18n.language) })
    : points === 0 && items === 0
      ? t('actions.grantNothing')
      : undefined;
  const ticketsError = !valid(items, GRANT_MAX_TICKETS)
    ? t('actions.grantTooMuch', { max: formatNumber(GRANT_MAX_TICKETS, i18n.language) })
    : undefined;
  const reasonError = reason.trim() ? undefined : t('actions.reasonRequired');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (pointsError || ticketsError || reasonError) return;
    try {
      const result = await grant.mutateAsync({
        requestId,
        webPoints: points,
        tickets: items,
        reason: reason.trim(),
        ...(ticketId ? { ticketId } : {}),
      });
      props.onGranted(result);
    } catch {
      /* shown from grant.error */
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      icon={<Gift />}
      title={t('actions.grantTitle', { nickname: props.nickname })}
      description={
        ticketId
          ? `${t('actions.grantBody')} ${t('actions.forTicket', { ticket: ticketId })}`
          : t('actions.grantBody')
      }
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        {grant.isError && (
          <Alert severity="high">
            {grant.error instanceof ApiError && grant.error.code === 'OWN_ACCOUNT_GRANT'
              ? t('actions.ownAccountGrant')
              : t('actions.failed')}
          </Alert>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            label={t('actions.grantWebPoints')}
            error={touched ? pointsError : undefined}
            inputMode="numeric"
            value={webPoints}
            onValue={(value) => setWebPoints(value.replace(/\D/g, ''))}
            placeholder="0"
            maxLength={6}
          />
          {props.canReceiveTickets && (
            <InputField
              label={t('actions.grantTickets')}
              error={touched ? ticketsError : undefined}
              inputMode="numeric"
              value={tickets}
              onValue={(value) => setTickets(value.replace(/\D/g, ''))}
              placeholder="0"
              maxLength={6}
            />
          )}
        </div>
        <ReasonField
          label={t('actions.reason')}
          hint={t('actions.grantReasonHint')}
          error={touched ? reasonError : undefined}
          value={reason}
          onValue={setReason}
        />
        <FormButtons
          onCancel={() => props.onOpenChange(false)}
          submitLabel={t('actions.confirm')}
          pending={grant.isPending}
        />
      </form>
    </Dialog>
  );
}
