import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import type { CurrentUser } from "../../../shared/api/auth";
import type { Criterion } from "../../../shared/api/criteria";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { RATING_CRITERIA_PAGE_TEXTS } from "../../../shared/texts/criteria";
import { toastApiError } from "../../api/errors";
import { useCriteria } from "../../api/hooks";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Notice } from "../../components/ui/notice";
import { focusLater, useFocusReturn } from "../../lib/focus";
import { notify } from "../../lib/toast";
import { CriteriaList } from "./criteria-list";
import type { CriterionHandlers } from "./criterion-card";
import { CriterionDialog, type CriterionDialogTarget } from "./criterion-dialog";
import { GlobalParametersForm } from "./global-parameters-form";
import { useDeleteCriterion } from "./queries";

const DESCRIPTION = RATING_CRITERIA_PAGE_TEXTS.lesCriteresPonderesSur;

/** Critères de Cotation (spec §2): the global parameters, the criteria cards and their dialog. */
export function RatingCriteriaPage({ user }: { user: CurrentUser }) {
  const canManage = user.abilities.manageCriteria;
  const criteria = useCriteria();
  const deleteCriterion = useDeleteCriterion();
  const [target, setTarget] = useState<CriterionDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<Criterion | null>(null);
  // Dialogs give the focus back to what opened them, or to the create button.
  const { opener, fallback: createButton, restoreFocus } = useFocusReturn<HTMLButtonElement>();

  const openCreate = (from: HTMLElement) => {
    opener.current = from;
    setTarget({ mode: "create" });
  };
  const handlers = useMemo<CriterionHandlers>(
    () => ({
      onEdit: (criterion, from) => {
        opener.current = from;
        setTarget({ mode: "edit", criterion });
      },
      onDelete: (criterion, from) => {
        opener.current = from;
        setDeleting(criterion);
      },
    }),
    [opener],
  );

  const closeConfirm = () => {
    setDeleting(null);
    // The alert dialog has no trigger to give the focus back to.
    focusLater(() => opener.current);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteCriterion.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        notify.success(SUCCESS_MESSAGES.criterionDeleted);
        focusLater(() => createButton.current ?? document.getElementById("criteria-title"));
      },
      onError: (error) => {
        closeConfirm();
        toastApiError(error, FAILURE_MESSAGES.deleteCriterion);
      },
    });
  };

  return (
    <>
      <PageHeader
        title={RATING_CRITERIA_PAGE_TEXTS.criteresDeCotation}
        description={DESCRIPTION}
        actions={
          canManage ? (
            <Button ref={createButton} onClick={(event) => openCreate(event.currentTarget)}>
              <Plus />
              {RATING_CRITERIA_PAGE_TEXTS.nouveauCritere}
            </Button>
          ) : undefined
        }
      />
      <div className="grid gap-6 p-6 lg:p-8">
        {!canManage && <Notice>{RATING_CRITERIA_PAGE_TEXTS.vousConsultezLesCriteres}</Notice>}
        <GlobalParametersForm editable={canManage} />
        <CriteriaList
          criteria={criteria.data}
          pending={criteria.isPending}
          failed={criteria.isError}
          onRetry={() => void criteria.refetch()}
          canManage={canManage}
          handlers={handlers}
          onCreate={openCreate}
        />
      </div>
      {canManage && (
        <>
          <CriterionDialog target={target} onClose={() => setTarget(null)} onCloseAutoFocus={restoreFocus} />
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && !deleteCriterion.isPending && closeConfirm()}
            title={RATING_CRITERIA_PAGE_TEXTS.supprimerLeCritereDe}
            confirmLabel={
              deleteCriterion.isPending
                ? RATING_CRITERIA_PAGE_TEXTS.suppression
                : RATING_CRITERIA_PAGE_TEXTS.supprimer
            }
            pending={deleteCriterion.isPending}
            onConfirm={confirmDelete}
          >
            {RATING_CRITERIA_PAGE_TEXTS.etesVousSurDe}{" "}
            <strong className="text-foreground">« {deleting?.name} »</strong>
            {RATING_CRITERIA_PAGE_TEXTS.etSesCinqNiveaux}
          </ConfirmDialog>
        </>
      )}
    </>
  );
}
