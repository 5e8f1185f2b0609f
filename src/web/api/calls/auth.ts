import {
  type AcceptInvitationInput,
  acceptedSchema,
  currentUserSchema,
  invitationStateSchema,
  type ProfileInput,
  type SignInInput,
  type SignUpInput,
  signInOptionsSchema,
} from "../../../shared/api/auth";
import { ApiError, call } from "../request";
import { path, type Read } from "./call-helpers";

export const authCalls = {
  /** The signed-in user, or null when signed out (spec §4: authentication is derived from it). */
  async currentUser({ signal }: Read = {}) {
    try {
      return await call("GET", "/api/auth/user", currentUserSchema, { signal });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  signIn: (body: SignInInput) => call("POST", "/api/auth/login", currentUserSchema, { body }),
  signUp: (body: SignUpInput) => call("POST", "/api/auth/signup", currentUserSchema, { body }),
  requestLoginLink: (body: { email: string }) =>
    call("POST", "/api/auth/login-link", acceptedSchema, { body }),
  acceptInvitation: (body: AcceptInvitationInput) =>
    call("POST", "/api/auth/accept-invitation", currentUserSchema, { body }),
  /** Whether an invitation can still be accepted, and why not. */
  invitationState: (token: string, { signal }: Read = {}) =>
    call("GET", `/api/auth/invitation/${path(token)}`, invitationStateSchema, { signal }),
  updateProfile: (body: ProfileInput) => call("PATCH", "/api/auth/profile", currentUserSchema, { body }),
  options: ({ signal }: Read = {}) => call("GET", "/api/auth/options", signInOptionsSchema, { signal }),
};
