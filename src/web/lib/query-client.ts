import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { handleUnauthorized } from "./session";

/**
 * Spec §7: data never goes stale, no refetch on focus, no polling, no retries; reads throw on 401.
 * Every read names its own call (`src/web/api/queries.ts`): there is no default fetcher.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: handleUnauthorized }),
    mutationCache: new MutationCache({ onError: handleUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
