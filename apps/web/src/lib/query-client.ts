import { QueryClient } from '@tanstack/react-query';
import { keepListsOutOfPageState } from './first-views';

/** SPEC §4: no refetch on window focus or reconnect. */
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
