import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NewUserInput, User, UserUpdateInput } from "../../../shared/api/users";
import type { ImportedUser } from "../../../shared/user-import";
import { apiJson, parseApiError } from "../../lib/api";
import { CURRENT_USER_KEY } from "../../lib/session";

/** The user list of spec §7, read with the default fetcher (the key is the URL). */
export const USERS_KEY = ["/api/users"] as const;

export function useUsers(enabled: boolean) {
  return useQuery<User[]>({ queryKey: USERS_KEY, enabled });
}

/** After any change: the list, and the signed-in user when it may have changed itself. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: USERS_KEY }),
      queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: NewUserInput) => apiJson<User>("POST", "/api/users", input),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdateInput }) =>
      apiJson<User>("PUT", `/api/users/${encodeURIComponent(id)}`, input),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>("DELETE", `/api/users/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
}

export function useImportUsers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (users: ImportedUser[]) =>
      apiJson<{ imported: number; users: User[] }>("POST", "/api/users/bulk-import", {
        users: users.map(({ firstName, lastName, email }) => ({ firstName, lastName, email })),
      }),
    onSuccess: refresh,
  });
}

/** The server's own French message of a refused change (409 CONFLICT), to show in the dialog. */
export function conflictMessage(error: unknown): string | null {
  const parsed = parseApiError(error);
  return parsed.status === 409 && parsed.code === "CONFLICT" ? parsed.message : null;
}

/** The server's message of a refused import (400), its line numbers put back to the pasted text's. */
export function importErrorMessage(error: unknown, sent: readonly ImportedUser[]): string | null {
  const parsed = parseApiError(error);
  if (parsed.status !== 400 || parsed.code !== "VALIDATION_FAILED") return null;
  return parsed.message.replace(/Ligne (\d+)/g, (text, n: string) => {
    const line = sent[Number(n) - 1]?.line;
    return line === undefined ? text : `Ligne ${line}`;
  });
}

/** "1 utilisateur", "3 utilisateurs". */
export function countUsers(count: number, suffix = ""): string {
  const plural = count > 1 ? "s" : "";
  return `${count} utilisateur${plural}${suffix ? ` ${suffix}${plural}` : ""}`;
}
