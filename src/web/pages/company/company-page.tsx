import { zodResolver } from "@hookform/resolvers/zod";
import { ClipboardList, FileText, Gauge, Loader2, Users } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import { type Company, type CompanyUpdateInput, companyUpdateSchema } from "../../../shared/api/companies";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { COMPANY_TEXTS } from "../../../shared/texts/company";
import { showFieldRefusal, toastApiError } from "../../api/errors";
import { useCompany, useCompanyStatistics } from "../../api/hooks";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { formatLongDay, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { CompanyFields } from "./company-fields";
import { useUpdateCompany } from "./queries";

const COMPANY_FIELDS = ["name", "address", "phone", "email", "website", "description"] as const;

function asFormValues(company: Company): CompanyUpdateInput {
  return {
    name: company.name,
    address: company.address ?? "",
    phone: company.phone ?? "",
    email: company.email ?? "",
    website: company.website ?? "",
    description: company.description ?? "",
  };
}

/** Entreprise (spec §2): the company form and read-only statistics. */
export function CompanyPage({ user }: { user: CurrentUser }) {
  const company = useCompany();
  const statistics = useCompanyStatistics();
  const editable = user.abilities.manageCompany;
  const form = useForm<CompanyUpdateInput>({ resolver: zodResolver(companyUpdateSchema) });
  const { reset } = form;
  useEffect(() => {
    if (company.data) reset(asFormValues(company.data));
  }, [company.data, reset]);

  const save = useUpdateCompany();
  const handlers = {
    onSuccess: (updated: Company) => {
      reset(asFormValues(updated));
      notify.success(SUCCESS_MESSAGES.companyUpdated);
    },
    onError: (error: Error) => {
      showFieldRefusal(error, form, COMPANY_FIELDS);
      toastApiError(error, FAILURE_MESSAGES.updateCompany);
    },
  };

  const figures = [
    { label: COMPANY_TEXTS.statUsers, value: statistics.data?.users, icon: Users },
    { label: COMPANY_TEXTS.statCampaigns, value: statistics.data?.campaigns, icon: ClipboardList },
    { label: COMPANY_TEXTS.statEquipment, value: statistics.data?.equipment, icon: Gauge },
    { label: COMPANY_TEXTS.statReports, value: statistics.data?.reports, icon: FileText },
  ];

  return (
    <>
      <PageHeader title={COMPANY_TEXTS.title} description={COMPANY_TEXTS.subtitle} />
      <div className="grid gap-6 p-6 lg:grid-cols-[1.4fr_1fr] lg:p-8">
        <Card>
          <CardHeader>
            <CardTitle>{COMPANY_TEXTS.infoTitle}</CardTitle>
            <CardDescription>{editable ? COMPANY_TEXTS.infoHint : COMPANY_TEXTS.adminOnly}</CardDescription>
          </CardHeader>
          <CardContent>
            {company.isLoading ? (
              <Spinner />
            ) : (
              <form
                noValidate
                onSubmit={form.handleSubmit((values) => save.mutate(values, handlers))}
                className="grid gap-6"
              >
                <CompanyFields
                  register={form.register}
                  errors={form.formState.errors}
                  withWebsite
                  disabled={!editable}
                />
                {editable && (
                  <div className="flex justify-end">
                    <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
                      {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                      {save.isPending ? COMPANY_TEXTS.saving : COMPANY_TEXTS.save}
                    </Button>
                  </div>
                )}
              </form>
            )}
          </CardContent>
        </Card>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{COMPANY_TEXTS.statsTitle}</CardTitle>
              <CardDescription>{COMPANY_TEXTS.statsDescription}</CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-2 gap-4">
                {figures.map(({ label, value, icon: Icon }) => (
                  <div key={label} className="rounded-lg border bg-background p-4">
                    <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                      <Icon className="size-4" aria-hidden="true" />
                      {label}
                    </dt>
                    <dd className="mt-1 text-2xl font-semibold">
                      {value === undefined ? "—" : formatNumber(value)}
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{COMPANY_TEXTS.subscription}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2 text-sm">
              <p>
                {COMPANY_TEXTS.plan}{" "}
                <span className="font-medium capitalize">{company.data?.subscriptionPlan ?? "—"}</span>
              </p>
              <p className="text-muted-foreground">
                {COMPANY_TEXTS.customerSince}
                {formatLongDay(company.data?.createdAt)}
              </p>
              <p className="mt-2 border-t pt-3 text-muted-foreground">
                {COMPANY_TEXTS.otherSettings}{" "}
                <Link
                  to="/settings"
                  className="font-medium text-primary underline underline-offset-4 hover:no-underline"
                >
                  {COMPANY_TEXTS.settingsLink}
                </Link>
                .
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
