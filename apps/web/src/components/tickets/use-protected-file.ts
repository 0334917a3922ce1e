import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiBlob, apiPath } from '@/lib/api/api-blob';

/** A protected attachment as a Blob, fetched with the bearer token and cached for the visit. */
export function useProtectedFile(url: string, enabled = true) {
  return useQuery({
    queryKey: ['protected-file', url],
    queryFn: ({ signal }) => apiBlob(apiPath(url), { signal }),
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}

/**
 * A ref for an <img> or <video> that shows the blob through an object URL, revoked when the
 * element goes or the blob changes (no state, so no extra render and no leaked URLs).
 */
export function useBlobSource<T extends HTMLImageElement | HTMLVideoElement>(blob: Blob | undefined) {
  return useCallback(
    (node: T | null) => {
      if (!node || !blob) return;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
}
