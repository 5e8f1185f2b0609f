import { ChevronRight, type LucideIcon, Users, Wrench } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import { campaignInputSchema } from "../../../shared/api/campaigns";
import { CAMPAIGN_FORM_TEXTS } from "../../../shared/texts/campaigns";
import { Field, fieldAria, NativeSelect, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { FORM_STATUSES, statusLook } from "./status";

/** The form's own fields (spec §5); participants and new equipment are added on submit. */
export const campaignFieldsSchema = campaignInputSchema.pick({
  name: true,
  description: true,
  deadline: true,
  status: true,
});
export type CampaignFieldValues = z.input<typeof campaignFieldsSchema>;

/** Left column of the campaign form (spec §2): name, description, deadline, status. */
export function CampaignFields({
  register,
  errors,
  currentStatus,
}: {
  register: UseFormRegister<CampaignFieldValues>;
  errors: FieldErrors<CampaignFieldValues>;
  /** A status the form does not offer (draft, cancelled), kept as a choice so that it is not lost. */
  currentStatus: string | null;
}) {
  const extra = currentStatus && !FORM_STATUSES.some((s) => s.value === currentStatus) ? currentStatus : null;
  return (
    <div className="grid content-start gap-5">
      <Field
        id="campaign-name"
        label={CAMPAIGN_FORM_TEXTS.nomDeLaCampagne}
        required
        error={errors.name?.message}
      >
        <Input
          autoComplete="off"
          placeholder={CAMPAIGN_FORM_TEXTS.campaignNamePlaceholder}
          {...fieldAria("campaign-name", errors.name?.message)}
          {...register("name")}
        />
      </Field>
      <Field
        id="campaign-description"
        label={CAMPAIGN_FORM_TEXTS.description}
        error={errors.description?.message}
      >
        <Textarea
          rows={4}
          placeholder={CAMPAIGN_FORM_TEXTS.perimetreObjectifsConsignesPour}
          {...fieldAria("campaign-description", errors.description?.message)}
          {...register("description")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="campaign-deadline"
          className="content-start"
          label={CAMPAIGN_FORM_TEXTS.dateLimite}
          error={errors.deadline?.message}
          hint={CAMPAIGN_FORM_TEXTS.facultativePasseeElleEst}
        >
          <Input
            type="datetime-local"
            step={60}
            {...fieldAria("campaign-deadline", errors.deadline?.message)}
            {...register("deadline")}
          />
        </Field>
        <Field
          id="campaign-status"
          className="content-start"
          label={CAMPAIGN_FORM_TEXTS.statut}
          error={errors.status?.message}
        >
          <NativeSelect {...fieldAria("campaign-status", errors.status?.message)} {...register("status")}>
            {FORM_STATUSES.map((status) => (
              <option key={status.value} value={status.value}>
                {status.label}
              </option>
            ))}
            {extra && <option value={extra}>{statusLook(extra).label}</option>}
          </NativeSelect>
        </Field>
      </div>
    </div>
  );
}

function ContentCard({
  icon: Icon,
  title,
  summary,
  detail,
  loading,
  unavailable,
  onOpen,
  buttonRef,
}: {
  icon: LucideIcon;
  title: string;
  summary: string;
  detail: ReactNode;
  loading: boolean;
  /** The list could not be read: opening it would start from an empty list, so it stays closed. */
  unavailable: boolean;
  onOpen: () => void;
  /** The card takes the focus back when the dialog it opened closes (WCAG 2.4.3). */
  buttonRef: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      disabled={loading || unavailable}
      onClick={onOpen}
      className="group flex w-full items-center gap-4 rounded-xl border bg-card p-4 text-left shadow-sm transition-colors hover:border-primary/40 hover:bg-secondary/40 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:hover:border-border disabled:hover:bg-card"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-semibold">{title}</span>
        {loading ? (
          <Spinner className="size-4" />
        ) : (
          <span className="text-sm text-foreground tabular-nums">
            {unavailable ? CAMPAIGN_FORM_TEXTS.impossibleDeChargerLa : summary}
          </span>
        )}
        <span className="text-xs text-muted-foreground">{detail}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </button>
  );
}

/** Right column of the campaign form: the Participants and Équipements cards, each opening its dialog. */
export function ContentCards({
  participants,
  equipment,
  readOnly,
}: {
  participants: {
    summary: string;
    loading: boolean;
    unavailable: boolean;
    onOpen: () => void;
    ref: Ref<HTMLButtonElement>;
  };
  equipment: {
    summary: string;
    detail: string | null;
    loading: boolean;
    unavailable: boolean;
    onOpen: () => void;
    ref: Ref<HTMLButtonElement>;
  };
  readOnly: boolean;
}) {
  return (
    <div className="grid content-start gap-3">
      <ContentCard
        icon={Users}
        title={CAMPAIGN_FORM_TEXTS.participants}
        summary={participants.summary}
        detail={readOnly ? CAMPAIGN_FORM_TEXTS.consulterLaListe : CAMPAIGN_FORM_TEXTS.choisirQuiNoteraLes}
        loading={participants.loading}
        unavailable={participants.unavailable}
        onOpen={participants.onOpen}
        buttonRef={participants.ref}
      />
      <ContentCard
        icon={Wrench}
        title={CAMPAIGN_FORM_TEXTS.equipements}
        summary={equipment.summary}
        detail={
          equipment.detail ??
          (readOnly ? CAMPAIGN_FORM_TEXTS.consulterLaListe : CAMPAIGN_FORM_TEXTS.ajouterImporterOuModifier)
        }
        loading={equipment.loading}
        unavailable={equipment.unavailable}
        onOpen={equipment.onOpen}
        buttonRef={equipment.ref}
      />
    </div>
  );
}
