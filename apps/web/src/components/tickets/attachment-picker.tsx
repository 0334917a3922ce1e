import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  VIDEO_MAX_BYTES,
} from '@pitchside/contract/support-limits';
import { FileText, Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { addAttachments, ATTACHMENT_ACCEPT, megabytes, type AttachmentProblem } from './attachment-rules';
import { formatFileSize } from './ticket-dates';
import { uploadProblemText } from './upload-problem-text';

interface AttachmentPickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
}

/**
 * Chooses up to 5 files for one message. Files the server would refuse (type, size, count) are
 * turned away here already, with the spec's upload texts, so the player never waits for a failed upload.
 */
export function AttachmentPicker({ files, onChange, disabled = false }: AttachmentPickerProps) {
  const { t, i18n } = useTranslation('support');
  const inputRef = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<AttachmentProblem[]>([]);
  const labelId = useId();
  const hintId = useId();
  const problemsId = useId();

  const choose = (chosen: FileList | null) => {
    const result = addAttachments(files, Array.from(chosen ?? []));
    setProblems(result.problems);
    onChange(result.files);
    // The same file can be picked again after removing it.
    if (inputRef.current) inputRef.current.value = '';
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, i) => i !== index));
  };

  return (
    <div className="flex flex-col gap-2" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="text-sm font-medium text-fg">
        {t('attachments.label')}
      </span>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || files.length >= ATTACHMENT_MAX_FILES}
          onClick={() => inputRef.current?.click()}
          aria-describedby={[hintId, problems.length ? problemsId : ''].join(' ').trim()}
        >
          <Paperclip aria-hidden="true" />
          {t('actions.addFiles')}
        </Button>
        <p id={hintId} className="text-xs text-fg-subtle">
          {t('attachments.hint', {
            max: ATTACHMENT_MAX_FILES,
            size: megabytes(ATTACHMENT_MAX_BYTES),
            videoSize: megabytes(VIDEO_MAX_BYTES),
          })}
        </p>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('actions.addFiles')}
        data-testid="attachment-input"
        onChange={(event) => choose(event.target.files)}
      />
      {problems.length > 0 && (
        <ul id={problemsId} role="alert" className="flex flex-col gap-1 text-xs font-medium text-danger">
          {problems.map((problem, index) => (
            <li key={index}>{uploadProblemText(t, problem)}</li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul aria-label={t('attachments.chosen')} className="flex flex-col gap-1.5">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="flex items-center gap-2 rounded-lg border border-border bg-surface-2 py-1 pe-1 ps-3 text-sm"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0 text-fg-subtle" />
              <span className="min-w-0 flex-1 truncate text-fg">{file.name}</span>
              <span className="shrink-0 text-xs text-fg-muted">
                {formatFileSize(file.size, i18n.language)}
              </span>
              <IconButton
                size="sm"
                icon={<X />}
                label={t('actions.removeFile', { name: file.name })}
                onClick={() => remove(index)}
                disabled={disabled}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
