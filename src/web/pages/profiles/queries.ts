import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NewUserInput, UserUpdateInput } from "../../../shared/api/users";
import type { ImportedUser } from "../../../shared/user-import";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/**
 * After any change: the list, the signed-in user when it may have changed itself, and the
 * campaigns, whose abilities and participants follow the users' roles.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.users() }),
      queryClient.invalidateQueries({ queryKey: keys.currentUser() }),
      queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
    ]);
}

export function useCreateUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: NewUserInput) => api.users.create(input), onSuccess: refresh });
}

export function useUpdateUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UserUpdateInput }) => api.users.update(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteUser() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.users.remove(id), onSuccess: refresh });
}

/** The valid rows of the preview, each with its line so that a refusal names the pasted line. */
export function useImportUsers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (users: ImportedUser[]) =>
      api.users.import({
        users: users.map(({ firstName, lastName, email, line }) => ({ firstName, lastName, email, line })),
      }),
    onSuccess: refresh,
  });
}

/** A new invitation link of a pending user (each request makes a new one). */
export function useInvitationLink(userId: string) {
  return useMutation({ mutationFn: () => api.users.invitationLink(userId) });
}
