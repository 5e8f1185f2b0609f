import { zodResolver } from "@hookform/resolvers/zod";
import {
  BarChart3,
  Building2,
  Calculator,
  ClipboardList,
  FileText,
  Gauge,
  Loader2,
  ShieldAlert,
} from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import { type CompanyUpdateInput, companySetupSchema } from "../../../shared/api/companies";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { COMPANY_SETUP_STEPS, COMPANY_SETUP_TEXTS } from "../../../shared/texts/company";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { Logo } from "../../components/brand/logo";
import { SignOutForm } from "../../components/layout/sign-out-form";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { notify } from "../../lib/toast";
import { CompanyFields } from "../company/company-fields";
import { useSetUpCompany } from "./queries";

/** The icons of the six steps, in the order of COMPANY_SETUP_STEPS. */
const STEP_ICONS = [Building2, ClipboardList, Gauge, BarChart3, Calculator, FileText];

/** Company setup (spec §2, §4): every path leads here until the company exists. */
export function CompanySetupPage({ user }: { user: CurrentUser }) {
  const form = useForm<CompanyUpdateInput>({
    resolver: zodResolver(companySetupSchema),
    defaultValues: { name: "", address: "", phone: "", email: "", description: "" },
  });
  const navigate = useNavigate();
  // Once every read has started afresh: the toast stays on screen over the campaigns.
  const setUp = useSetUpCompany(() => {
    navigate("/", { replace: true });
    notify.success(COMPANY_SETUP_TEXTS.ready, SUCCESS_MESSAGES.setUpTitle);
  });
  const handlers = {
    onError: (error: Error) => {
      showFieldRefusal(error, form, ["name", "address", "phone", "email", "description"]);
      toastApiError(error, FAILURE_MESSAGES.setUpCompany);
    },
  };

  return (
    <div className="min-h-screen bg-gradient-to-b from-secondary/60 to-background">
      <header className="border-b bg-card/80">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
          <Logo />
          <SignOutForm variant="ghost" />
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="bienvenue">
          <h1 id="bienvenue" className="text-3xl font-bold tracking-tight">
            {COMPANY_SETUP_TEXTS.welcome}
            {user.firstName ? `, ${user.firstName}` : ""} !
          </h1>
          <p className="mt-3 text-muted-foreground">{COMPANY_SETUP_TEXTS.intro}</p>
          <ol className="mt-8 space-y-3">
            {COMPANY_SETUP_STEPS.map(({ title, text }, index) => {
              const Icon = STEP_ICONS[index] ?? Building2;
              return (
                <li key={title} className="flex gap-4 rounded-lg border bg-card p-4 shadow-sm">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                    {index + 1}
                  </span>
                  <div>
                    <p className="flex items-center gap-2 font-medium">
                      <Icon className="size-4 text-primary" aria-hidden="true" />
                      {title}
                    </p>
                    <p className="text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              );
            })}
          </ol>
        </section>

        <Card className="self-start">
          <CardHeader>
            <CardTitle className="text-xl">{COMPANY_SETUP_TEXTS.title}</CardTitle>
            <CardDescription>{COMPANY_SETUP_TEXTS.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="mb-6 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>{COMPANY_SETUP_TEXTS.mandatory}</p>
            </div>
            <form
              noValidate
              onSubmit={form.handleSubmit((values) => setUp.mutate(values, handlers))}
              className="grid gap-6"
            >
              <CompanyFields register={form.register} errors={form.formState.errors} withWebsite={false} />
              <Button type="submit" size="lg" disabled={setUp.isPending}>
                {setUp.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {setUp.isPending ? "Configuration..." : "Configurer l'entreprise"}
              </Button>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
