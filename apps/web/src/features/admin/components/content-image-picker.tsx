import { CONTENT_IMAGE_MAX_BYTES } from '@pitchside/contract/admin-content';
import { ImageUp } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUploadContentImage } from '../api/upload-content-image';

/** A news item's or banner's image: a thumbnail, and a button that uploads a new one. */
export function ContentImagePicker({
  imageUrl,
  onImage,
  error,
}: {
  imageUrl: string;
  onImage: (url: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const upload = useUploadContentImage();
  const fileInput = useRef<HTMLInputElement>(null);

  const pickImage = async (file: File | undefined) => {
    if (!file || file.size > CONTENT_IMAGE_MAX_BYTES) {
      if (file) upload.reset();
      return;
    }
    try {
      onImage(await upload.mutateAsync(file));
    } catch {
      /* shown from upload.error */
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {imageUrl && (
        <img src={imageUrl} alt="" className="h-14 w-24 rounded-lg border border-border object-cover" />
      )}
      <div className="space-y-1">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-label={t('content.editor.image')}
          onChange={(e) => {
            void pickImage(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="secondary"
          size="sm"
          loading={upload.isPending}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {upload.isPending
            ? t('content.editor.uploading')
            : imageUrl
              ? t('content.editor.replaceImage')
              : t('content.editor.uploadImage')}
        </Button>
        {upload.isError ? (
          <p className="text-xs font-medium text-danger">{t('content.editor.uploadFailed')}</p>
        ) : error ? (
          <p className="text-xs font-medium text-danger">{error}</p>
        ) : (
          <p className="text-xs text-fg-subtle">{t('content.editor.imageHint')}</p>
        )}
      </div>
    </div>
  );
}
