import type { attachment } from '@pitchside/contract/support';
import { Download, FileText, Film, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatFileSize } from './ticket-dates';
import { downloadProtectedFile } from '@/lib/api/api-blob';
import { useBlobSource, useProtectedFile } from './use-protected-file';

export type TicketAttachment = z.infer<typeof attachment>;

const isImage = (file: TicketAttachment) => file.type.startsWith('image/');

/** The files of one message: images as thumbnails that open a larger preview, every file downloadable. */
export function AttachmentList({ attachments }: { attachments: TicketAttachment[] }) {
  const { t } = useTranslation('support');
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t('attachments.heading')} className="mt-3 flex flex-wrap gap-2">
      {attachments.map((file) => (
        <li key={file.id}>
          {isImage(file) ? <ImageAttachment file={file} /> : <FileAttachment file={file} />}
        </li>
      ))}
    </ul>
  );
}

function DownloadButton({ file }: { file: TicketAttachment }) {
  const { t } = useTranslation('support');
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const download = async () => {
    setState('busy');
    try {
      await downloadProtectedFile(file.url, file.name);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <IconButton
        size="sm"
        icon={<Download />}
        label={t('actions.download', { name: file.name })}
        onClick={() => void download()}
        disabled={state === 'busy'}
      />
      {state === 'failed' && (
        <span role="alert" className="text-xs text-danger">
          {t('attachments.downloadFailed')}
        </span>
      )}
    </>
  );
}

function FileAttachment({ file }: { file: TicketAttachment }) {
  const { i18n } = useTranslation('support');
  const Icon = file.type.startsWith('video/') ? Film : FileText;
  return (
    <div className="flex max-w-full items-center gap-2 rounded-lg border border-border bg-surface-2 py-1 pe-1 ps-3 text-sm">
      <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-subtle" />
      <span dir="auto" className="min-w-0 max-w-56 truncate text-fg">
        {file.name}
      </span>
      <span className="shrink-0 text-xs text-fg-muted">{formatFileSize(file.size, i18n.language)}</span>
      <DownloadButton file={file} />
    </div>
  );
}

function ImageAttachment({ file }: { file: TicketAttachment }) {
  const { t, i18n } = useTranslation('support');
  const [open, setOpen] = useState(false);
  const blob = useProtectedFile(file.url);
  const thumbnail = useBlobSource<HTMLImageElement>(blob.data);
  return (
    <div className="flex w-40 flex-col overflow-hidden rounded-lg border border-border bg-surface-2">
      <button
        type="button"
        className="focus-ring grid h-28 place-items-center overflow-hidden bg-black/30"
        onClick={() => setOpen(true)}
        aria-label={t('actions.preview', { name: file.name })}
        disabled={!blob.data}
      >
        {blob.data ? (
          <img ref={thumbnail} alt="" className="size-full object-cover" />
        ) : blob.isError ? (
          <ImageOff aria-hidden="true" className="size-6 text-fg-subtle" />
        ) : (
          <Skeleton className="size-full rounded-none" />
        )}
      </button>
      <div className="flex items-center gap-1 py-1 pe-1 ps-2.5 text-xs">
        <span dir="auto" className="min-w-0 flex-1 truncate text-fg" title={file.name}>
          {file.name}
        </span>
        <span className="sr-only">{formatFileSize(file.size, i18n.language)}</span>
        <DownloadButton file={file} />
      </div>
      {blob.data && (
        <Dialog open={open} onOpenChange={setOpen} title={file.name} size="lg">
          <PreviewImage blob={blob.data} name={file.name} />
        </Dialog>
      )}
    </div>
  );
}

function PreviewImage({ blob, name }: { blob: Blob; name: string }) {
  const source = useBlobSource<HTMLImageElement>(blob);
  return <img ref={source} alt={name} className="mx-auto max-h-[70vh] w-auto rounded-lg" />;
}
