import { QueryClient } from '@tanstack/react-query';
import { keepListsOutOfPageState } from './first-views';

/** No refetch on window focus or reconnect (docs/spec.md, "States"). */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: 1,
      },
    },
  });
  keepListsOutOfPageState(queryClient);
  return queryClient;
}
