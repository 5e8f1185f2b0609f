import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProfileInput } from "../../../shared/api/auth";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** The user's own name and e-mail: the answer is the signed-in user as it now is. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProfileInput) => api.auth.updateProfile(values),
    onSuccess: (updated) => queryClient.setQueryData(keys.currentUser(), updated),
  });
}
