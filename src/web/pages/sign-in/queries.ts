import { useMutation, useQuery } from "@tanstack/react-query";
import type { SignInInput, SignUpInput } from "../../../shared/api/auth";
import { api } from "../../api/endpoints";
import { queries } from "../../api/queries";

/** After a sign-in, a sign-up or an accepted invitation, the app starts again as the new user. */
const goHome = () => window.location.assign("/");

export function useSignIn() {
  return useMutation({ mutationFn: (body: SignInInput) => api.auth.signIn(body), onSuccess: goHome });
}

export function useSignUp() {
  return useMutation({ mutationFn: (body: SignUpInput) => api.auth.signUp(body), onSuccess: goHome });
}

/** A sign-in link by e-mail; `onSent` receives the server's French answer. */
export function useRequestLoginLink(onSent: (message: string) => void) {
  return useMutation({
    mutationFn: (body: { email: string }) => api.auth.requestLoginLink(body),
    onSuccess: (answer) => onSent(answer.message),
  });
}

/** Whether an invitation's link can still be used, and for which address. */
export const useInvitation = (token: string) => useQuery(queries.invitation(token));

/** The password chosen once for an invitation. */
export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: { password: string }) => api.auth.acceptInvitation({ token, ...body }),
    onSuccess: goHome,
  });
}
