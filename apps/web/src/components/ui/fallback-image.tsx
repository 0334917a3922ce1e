import { ImageOff } from 'lucide-react';
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { resolveImageUrl } from '@/lib/format/image-url';

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  /** Relative (prefixed with the API origin) or absolute; empty shows the placeholder at once. */
  src: string | null | undefined;
  /** Empty for decorative images; otherwise it also names the placeholder. */
  alt: string;
  /** Replaces the default placeholder (an image-off icon on a dark gradient). */
  placeholder?: ReactNode;
  /** Classes of the placeholder box; defaults to className so it takes the image's place. */
  placeholderClassName?: string;
}

/** Spec §5: "Image load failure falls back to a placeholder". */
export function FallbackImage({
  src,
  alt,
  placeholder,
  placeholderClassName,
  className,
  loading = 'lazy',
  decoding = 'async',
  ...props
}: FallbackImageProps) {
  const resolved = resolveImageUrl(src);
  // Remember which URL failed, so a new src gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);

  if (!resolved || failedSrc === resolved) {
    return (
      <span
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-fallback="true"
        className={cn(
          'grid place-items-center overflow-hidden bg-linear-to-br from-surface-3 via-surface-2 to-surface text-fg-subtle',
          placeholderClassName ?? className,
        )}
      >
        {placeholder ?? <ImageOff className="size-8 opacity-70" aria-hidden="true" />}
      </span>
    );
  }

  return (
    <img
      {...props}
      src={resolved}
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={className}
      onError={() => setFailedSrc(resolved)}
    />
  );
}
