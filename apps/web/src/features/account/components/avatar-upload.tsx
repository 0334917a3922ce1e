import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { isApiError } from '@/lib/api/api-error';
import { updateUser } from '@/lib/session/session';
import type { SessionUser } from '@/lib/session/session-user';
import { useUploadAvatar } from '../api/upload-avatar';
import { useErrorText } from '../model/use-error-text';
import { FormMessage } from './form-message';

/** Same limit as the server (avatar-routes.ts), checked here first to save a useless upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_MAX_LABEL = '5 MB';
/** The server refuses larger pictures by their declared size (IMAGE_TOO_LARGE). */
const AVATAR_MAX_PIXELS_LABEL = '4096 × 4096';

type Problem = { kind: 'type' | 'size' | 'pixels'; name: string };
const PROBLEM_CODES = ['VALIDATION_FAILED', 'PAYLOAD_TOO_LARGE', 'IMAGE_TOO_LARGE'];

export function AvatarUpload({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved, setSaved] = useState(false);
  const name = user.nickname || user.name || '';

  // The preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setSaved(false);
    if (!chosen) return;
    // The server decides by content; the browser's type is enough to stop an obvious mistake early.
    if (!chosen.type.startsWith('image/')) return setProblem({ kind: 'type', name: chosen.name });
    if (chosen.size > AVATAR_MAX_BYTES) return setProblem({ kind: 'size', name: chosen.name });
    setProblem(null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const cancel = () => {
    setFile(null);
    setPreview(null);
    if (input.current) input.current.value = '';
  };

  const save = async () => {
    if (!file) return;
    try {
      const result = await upload.mutateAsync(file);
      updateUser(result.user);
      cancel();
      setSaved(true);
    } catch (error) {
      // The server's content check names the file the same way as the spec's upload texts.
      if (isApiError(error) && error.code === 'VALIDATION_FAILED')
        setProblem({ kind: 'type', name: file.name });
      if (isApiError(error) && error.code === 'PAYLOAD_TOO_LARGE')
        setProblem({ kind: 'size', name: file.name });
      if (isApiError(error) && error.code === 'IMAGE_TOO_LARGE')
        setProblem({ kind: 'pixels', name: file.name });
    }
  };

  const serverProblem =
    upload.error && !(isApiError(upload.error) && PROBLEM_CODES.includes(upload.error.code));
  const shown = preview ?? user.avatar ?? null;

  return (
    <Card className="p-5">
      <h2 className="font-display text-lg font-bold uppercase text-fg">{t('settings.photo.title')}</h2>
      <div className="mt-4 flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-linear-to-br from-primary to-primary-strong ring-2 ring-primary/30">
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('settings.photo.preview') : t('settings.photo.current')}
              className="size-full object-cover"
            />
          ) : (
            <span aria-hidden="true" className="font-display text-3xl font-bold text-primary-fg">
              {name.slice(0, 1).toUpperCase() || '?'}
            </span>
          )}
        </div>
        <div className="min-w-0 space-y-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => choose(event.target.files?.[0])}
            data-testid="avatar-input"
          />
          {file ? (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" loading={upload.isPending} onClick={() => void save()}>
                {t('settings.photo.save')}
              </Button>
              <Button size="sm" variant="ghost" onClick={cancel} disabled={upload.isPending}>
                {t('settings.photo.cancel')}
              </Button>
            </div>
          ) : (
            <Button size="sm" variant="secondary" onClick={() => input.current?.click()}>
              <Camera aria-hidden="true" />
              {t('settings.photo.choose')}
            </Button>
          )}
          <p className="text-xs text-fg-muted">{t('settings.photo.hint')}</p>
        </div>
      </div>
      <div className="mt-3 space-y-2 empty:hidden">
        {problem && (
          <Alert severity="high">
            {problem.kind === 'type'
              ? t('settings.photo.invalidType', { name: problem.name })
              : problem.kind === 'pixels'
                ? t('settings.photo.tooManyPixels', { name: problem.name, size: AVATAR_MAX_PIXELS_LABEL })
                : t('settings.photo.tooLarge', { name: problem.name, size: AVATAR_MAX_LABEL })}
          </Alert>
        )}
        {serverProblem && <FormMessage message={errorText('avatar', upload.error)} />}
        {saved && (
          <Alert severity="low" autoCloseMs={4000} onDismiss={() => setSaved(false)}>
            {t('settings.photo.saved')}
          </Alert>
        )}
      </div>
    </Card>
  );
}
