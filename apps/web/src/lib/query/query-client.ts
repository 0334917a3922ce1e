import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api/api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser app's one query cache. It exists before the router, the API client's 401 handler
 * and the tab listener run, because the session user (`lib/session/session-user-query.ts`) lives
 * in it and those read it outside React. Component tests render screens with a client of their
 * own; the session user stays here in every case.
 */
export const appQueryClient = createQueryClient();
