import { zodResolver } from '@hookform/resolvers/zod';
import { TICKET_CATEGORIES } from '@pitchside/contract/support-limits';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AttachmentPicker } from '@/components/tickets/attachment-picker';
import { BackLink } from '@/components/tickets/back-link';
import { PriorityOptions } from '@/components/tickets/priority-options';
import { useTicketFailureReason } from '@/components/tickets/ticket-failure';
import { CATEGORY_KEYS } from '@/components/tickets/ticket-labels';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { TicketDetailData } from '@/components/tickets/ticket-conversation';
import { useCreateTicket } from '../api/create-ticket';
import {
  newTicketSchema,
  type NewTicketFormValues,
  type NewTicketMessageKey,
  type NewTicketValues,
} from './new-ticket-schema';

interface NewTicketFormProps {
  backTo: string;
  onCreated: (ticket: TicketDetailData) => void;
}

export function NewTicketForm({ backTo, onCreated }: NewTicketFormProps) {
  const { t } = useTranslation('support');
  const headingId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const create = useCreateTicket();
  const failureReason = useTicketFailureReason(create.error);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewTicketFormValues, unknown, NewTicketValues>({
    resolver: zodResolver(newTicketSchema),
    mode: 'onTouched',
    defaultValues: { subject: '', description: '', category: '' as never, priority: 'normal' },
  });
  const message = (key: string | undefined) => (key ? t(key as NewTicketMessageKey) : undefined);

  const submit = handleSubmit(async (values) => {
    try {
      onCreated(await create.mutateAsync({ ...values, files }));
    } catch {
      /* shown below as "Failed to create ticket" */
    }
  });

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <BackLink to={backTo}>{t('actions.backToTickets')}</BackLink>
      <Card className="p-5 sm:p-6">
        <h2 id={headingId} className="display-caps text-2xl text-fg">
          {t('form.heading')}
        </h2>
        <p className="mt-1 text-sm text-fg-muted">{t('form.intro')}</p>
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 flex flex-col gap-5">
          <Field label={t('form.subject')} error={message(errors.subject?.message)}>
            {(control) => (
              <Input
                {...control}
                {...register('subject')}
                placeholder={t('form.subjectPlaceholder')}
                maxLength={150}
                autoComplete="off"
              />
            )}
          </Field>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('form.category')} error={message(errors.category?.message)}>
              {(control) => (
                <Select {...control} {...register('category')}>
                  <option value="" disabled>
                    {t('form.categoryPlaceholder')}
                  </option>
                  {TICKET_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {t(CATEGORY_KEYS[category])}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('form.priority')}>
              {(control) => (
                <Select {...control} {...register('priority')}>
                  <PriorityOptions />
                </Select>
              )}
            </Field>
          </div>
          <Field label={t('form.description')} error={message(errors.description?.message)}>
            {(control) => (
              <Textarea
                {...control}
                {...register('description')}
                rows={6}
                maxLength={5000}
                placeholder={t('form.descriptionPlaceholder')}
              />
            )}
          </Field>
          <AttachmentPicker files={files} onChange={setFiles} disabled={isSubmitting} />
          {create.isError && (
            <Alert severity="high" title={t('form.failed')}>
              {failureReason}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button asChild variant="ghost">
              <Link to={backTo}>{t('actions.cancel')}</Link>
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {!isSubmitting && <Send aria-hidden="true" className="rtl:-scale-x-100" />}
              {t('actions.submitTicket')}
            </Button>
          </div>
        </form>
      </Card>
    </section>
  );
}
