import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Mail } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { type SignInInput, type SignUpInput, signInSchema, signUpSchema } from "../../../shared/api/auth";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { SIGN_IN_TEXTS } from "../../../shared/texts/sign-in";
import { password } from "../../../shared/validation";
import { serverMessageOf, signInErrorText } from "../../api/errors";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import { InputField } from "../../components/ui/field";
import { FormAlert } from "./auth-shell";
import { useAcceptInvitation, useInvitation, useRequestLoginLink, useSignIn, useSignUp } from "./queries";

function Submit({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** `onUseLink` offers a link by e-mail instead; without it (no e-mail on this server) it is not offered. */
export function SignInForm({ onUseLink }: { onUseLink?: () => void }) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
      {signIn.error && <FormAlert>{signInErrorText(signIn.error, SIGN_IN_TEXTS.signInFailed)}</FormAlert>}
      <InputField
        id="email"
        label={SIGN_IN_TEXTS.email}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register("email")}
      />
      <InputField
        id="password"
        label={SIGN_IN_TEXTS.password}
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register("password")}
      />
      <Submit pending={signIn.isPending}>{SIGN_IN_TEXTS.signIn}</Submit>
      {onUseLink && (
        <Button
          type="button"
          variant="outline"
          size="lg"
          // A long label wraps on a phone rather than widening the page.
          className="h-auto min-h-11 w-full py-2 whitespace-normal"
          onClick={onUseLink}
        >
          <Mail aria-hidden="true" />
          {SIGN_IN_TEXTS.askLink}
        </Button>
      )}
    </form>
  );
}

export function SignUpForm() {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const signUp = useSignUp();
  const { errors } = form.formState;
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      {signUp.error && <FormAlert>{signInErrorText(signUp.error, SIGN_IN_TEXTS.signUpFailed)}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="firstName"
          label={SIGN_IN_TEXTS.firstName}
          required
          error={errors.firstName?.message}
          autoComplete="given-name"
          {...form.register("firstName")}
        />
        <InputField
          id="lastName"
          label={SIGN_IN_TEXTS.lastName}
          required
          error={errors.lastName?.message}
          autoComplete="family-name"
          {...form.register("lastName")}
        />
      </div>
      <InputField
        id="signup-email"
        label={SIGN_IN_TEXTS.signUpEmail}
        required
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register("email")}
      />
      <InputField
        id="signup-password"
        label={SIGN_IN_TEXTS.signUpPassword}
        required
        hint={SIGN_IN_TEXTS.passwordHint}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register("password")}
      />
      <Submit pending={signUp.isPending}>{SIGN_IN_TEXTS.createAccount}</Submit>
    </form>
  );
}

const linkSchema = z.object({ email: signInSchema.shape.email });

export function LoginLinkForm({ onBack }: { onBack: () => void }) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(linkSchema),
    defaultValues: { email: "" },
  });
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestLoginLink(setSent);
  const { errors } = form.formState;
  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      {sent && (
        <FormAlert tone="success">
          {sent}
          {SIGN_IN_TEXTS.linkValidity}
        </FormAlert>
      )}
      {request.error && <FormAlert>{signInErrorText(request.error, SIGN_IN_TEXTS.sendLinkFailed)}</FormAlert>}
      <InputField
        id="link-email"
        label={SIGN_IN_TEXTS.linkEmail}
        error={errors.email?.message}
        type="email"
        autoComplete="email"
        {...form.register("email")}
      />
      <Submit pending={request.isPending}>{SIGN_IN_TEXTS.sendLink}</Submit>
      <Button type="button" variant="link" onClick={onBack}>
        {SIGN_IN_TEXTS.usePassword}
      </Button>
    </form>
  );
}

const invitationSchema = z
  .object({ password, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, {
    path: ["confirmation"],
    message: SIGN_IN_TEXTS.passwordsDiffer,
  });

/**
 * An invitation: the password chosen once, if the link can still be used; otherwise why not, with a
 * way to sign in (decision 018). A link refused while the form is open says so the same way.
 */
export function InvitationForm({ token }: { token: string }) {
  const state = useInvitation(token);
  const form = useForm<{ password: string; confirmation: string }>({
    resolver: zodResolver(invitationSchema),
    defaultValues: { password: "", confirmation: "" },
  });
  const accept = useAcceptInvitation(token);
  const { errors } = form.formState;
  if (state.isPending)
    return (
      <Loader2
        className="mx-auto size-6 animate-spin text-muted-foreground"
        aria-label={SIGN_IN_TEXTS.loading}
      />
    );
  // A link that can no longer be used, said before or after the password is typed.
  const refusal = [state.error, accept.error].find(
    (error): error is ApiError => error instanceof ApiError && error.code === "LINK_INVALID",
  );
  if (refusal) return <DeadLink message={serverMessageOf(refusal, DETAIL_MESSAGES.linkUnknown)} />;
  return (
    <form
      className="grid gap-5"
      noValidate
      onSubmit={form.handleSubmit(({ password }) => accept.mutate({ password }))}
    >
      {(accept.error || state.error) && (
        <FormAlert>{signInErrorText(accept.error ?? state.error, SIGN_IN_TEXTS.activateFailed)}</FormAlert>
      )}
      {state.data?.email && (
        <p className="text-sm text-muted-foreground">
          {SIGN_IN_TEXTS.accountPrefix}
          <span className="font-medium text-foreground">{state.data.email}</span>
        </p>
      )}
      <InputField
        id="new-password"
        label={SIGN_IN_TEXTS.invitationPassword}
        required
        hint={SIGN_IN_TEXTS.passwordHint}
        error={errors.password?.message}
        type="password"
        autoComplete="new-password"
        {...form.register("password")}
      />
      <InputField
        id="confirmation"
        label={SIGN_IN_TEXTS.invitationConfirm}
        required
        error={errors.confirmation?.message}
        type="password"
        autoComplete="new-password"
        {...form.register("confirmation")}
      />
      <Submit pending={accept.isPending}>{SIGN_IN_TEXTS.activate}</Submit>
    </form>
  );
}

/** A link that can no longer be used: why, and the way to sign in instead. */
export function DeadLink({ message }: { message: string }) {
  return (
    <div className="grid gap-5">
      <FormAlert>{message}</FormAlert>
      <Button asChild size="lg" className="w-full">
        <a href="/api/login">{SIGN_IN_TEXTS.invitationSignIn}</a>
      </Button>
      <p className="text-sm text-muted-foreground">{SIGN_IN_TEXTS.noPasswordYet}</p>
    </div>
  );
}
