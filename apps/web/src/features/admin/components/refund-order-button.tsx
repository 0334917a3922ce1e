import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format/format-money';
import type { PlayerDetail } from '../api/get-player';
import { useRefundOrder } from '../api/refund-order';
import { useLinkedTicket } from '../model/linked-ticket';
import { ReasonDialog } from './reason-dialog';

type Order = Pick<PlayerDetail['orders'][number], 'id' | 'productName' | 'amountCents' | 'currency'>;

/** Refunds one delivered order after asking why; the row then reads "refunded". */
export function RefundOrderButton({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const refund = useRefundOrder(order.id);
  const ticketId = useLinkedTicket();
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          refund.reset();
          setOpen(true);
        }}
      >
        <Undo2 aria-hidden="true" className="rtl:-scale-x-100" />
        {t('actions.refund')}
      </Button>
      {open && (
        <ReasonDialog
          open
          onOpenChange={setOpen}
          title={t('actions.refundTitle', { id: order.id })}
          description={[
            t('actions.refundBody', {
              product: order.productName,
              price: formatMoney(order.amountCents, i18n.language, order.currency),
            }),
            ticketId ? t('actions.forTicket', { ticket: ticketId }) : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('actions.refund')}
          danger
          pending={refund.isPending}
          failed={refund.isError}
          onConfirm={(reason) =>
            void refund.mutateAsync({ reason, ticketId }).then(
              () => setOpen(false),
              () => undefined,
            )
          }
        />
      )}
    </>
  );
}
