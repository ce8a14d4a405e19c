import { QueryClient } from '@tanstack/react-query';

/** No refetch on window focus or reconnect (docs/spec.md, "States"). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
      },
    },
  });
}
