import { Archive } from "lucide-react";
import type { ComponentProps } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import { format } from "../../../shared/messages";
import { CAMPAIGNS_PAGE_TEXTS, RECORD_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";

/** The list's two views: the campaigns in progress, or the archived ones. */
export function ArchivedFilter({
  showArchived,
  onChange,
}: {
  showArchived: boolean;
  onChange: (archived: boolean) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{CAMPAIGNS_PAGE_TEXTS.campagnesAffichees}</legend>
      {[
        { archived: false, label: CAMPAIGNS_PAGE_TEXTS.enCours },
        { archived: true, label: CAMPAIGNS_PAGE_TEXTS.archivees },
      ].map((choice) => (
        <Button
          key={choice.label}
          variant={showArchived === choice.archived ? "default" : "outline"}
          size="sm"
          aria-pressed={showArchived === choice.archived}
          onClick={() => onChange(choice.archived)}
        >
          {choice.archived && <Archive />}
          {choice.label}
        </Button>
      ))}
    </fieldset>
  );
}

type ConfirmProps = ComponentProps<typeof ConfirmDialog>;

/** Confirms archiving a campaign, or bringing it back (decision 021). */
export function ArchiveDialog({
  archiving,
  pending,
  onCancel,
  onConfirm,
  onCloseAutoFocus,
}: {
  archiving: { campaign: Campaign; archived: boolean } | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: ConfirmProps["onConfirm"];
  onCloseAutoFocus: ConfirmProps["onCloseAutoFocus"];
}) {
  return (
    <ConfirmDialog
      open={archiving !== null}
      onOpenChange={(open) => !open && !pending && onCancel()}
      title={
        archiving?.archived === false
          ? CAMPAIGNS_PAGE_TEXTS.desarchiverLaCampagne
          : CAMPAIGNS_PAGE_TEXTS.archiverLaCampagne
      }
      confirmLabel={
        archiving?.archived === false ? CAMPAIGNS_PAGE_TEXTS.desarchiver : CAMPAIGNS_PAGE_TEXTS.archiver
      }
      confirmVariant="default"
      pending={pending}
      onConfirm={onConfirm}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {format(archiving?.archived === false ? RECORD_TEXTS.unarchiveConfirm : RECORD_TEXTS.archiveConfirm, {
        name: archiving?.campaign.name ?? "",
      })}
    </ConfirmDialog>
  );
}
