import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error';
import { errorMessageKey } from '@/lib/api/error-messages';
import { parseUploadMessage } from './attachment-rules';
import { uploadProblemText } from './upload-problem-text';

/**
 * The reason under a support failure title ("Failed to send reply"…): the spec's upload text when
 * the server refused a file, the closed-ticket rule, or the general text for the error's kind.
 */
export function useTicketFailureReason(error: unknown): string | undefined {
  const { t } = useTranslation(['support', 'errors']);
  if (!error) return undefined;
  if (isApiError(error)) {
    const upload = parseUploadMessage(error.message);
    if (upload) return uploadProblemText(t, upload);
    if (error.status === 409) return t('support:detail.closedNotice');
    if (error.code === 'STORAGE_QUOTA_EXCEEDED') {
      const bytes = Number(error.details.quotaBytes ?? 0);
      return t('support:upload.quotaFull', { size: `${Math.round(bytes / 1024 / 1024)} MB` });
    }
  }
  return t(errorMessageKey(error));
}
