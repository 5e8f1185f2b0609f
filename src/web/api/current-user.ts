import { queryOptions, useQuery } from "@tanstack/react-query";
import { authCalls } from "./calls/auth";
import { keys } from "./keys";

/**
 * The signed-in user's read, apart from the other reads: every screen, the landing page's included,
 * asks for it, so it stays in the first chunk with `calls/auth` alone.
 */
export const currentUserQuery = () =>
  queryOptions({ queryKey: keys.currentUser(), queryFn: ({ signal }) => authCalls.currentUser({ signal }) });

export const useCurrentUserQuery = () => useQuery(currentUserQuery());
