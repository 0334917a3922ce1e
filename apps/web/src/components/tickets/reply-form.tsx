import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { AttachmentPicker } from './attachment-picker';

// Message texts are i18n keys, resolved when shown, so a language change re-translates them.
const replySchema = z.object({
  message: z.string().trim().min(1, { message: 'detail.replyRequired' }).max(5000),
});
type ReplyValues = z.infer<typeof replySchema>;

interface ReplyFormProps {
  /** Resolves when the reply is stored; a rejection keeps the text so nothing typed is lost. */
  onSubmit: (message: string, files: File[]) => Promise<unknown>;
  hint?: string;
}

export function ReplyForm({ onSubmit, hint }: ReplyFormProps) {
  const { t } = useTranslation('support');
  const [files, setFiles] = useState<File[]>([]);
  const [pickerKey, setPickerKey] = useState(0);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });

  const submit = handleSubmit(async ({ message }) => {
    try {
      await onSubmit(message, files);
    } catch {
      return; // the caller shows "Failed to send reply"
    }
    reset();
    setFiles([]);
    setPickerKey((key) => key + 1);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="message"
        render={({ field }) => (
          <Field
            label={t('detail.replyLabel')}
            hint={hint}
            error={errors.message?.message ? t(errors.message.message as 'detail.replyRequired') : undefined}
          >
            {(control) => <Textarea {...control} {...field} rows={4} disabled={isSubmitting} />}
          </Field>
        )}
      />
      <AttachmentPicker key={pickerKey} files={files} onChange={setFiles} disabled={isSubmitting} />
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {!isSubmitting && <Send aria-hidden="true" className="rtl:-scale-x-100" />}
          {t('actions.sendReply')}
        </Button>
      </div>
    </form>
  );
}
