import { useQuery } from "@tanstack/react-query";
import { queries } from "./queries";

/**
 * The signed-in user's read, apart from the other hooks: every screen, the landing page's included,
 * asks for it, so it stays in the first chunk alone.
 */
export const useCurrentUserQuery = () => useQuery(queries.currentUser());
