import { CheckCircle2, FileText } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";

/** What the synthesis report of a campaign contains (spec §2). */
export const REPORT_CONTENTS = [
  "les informations de la campagne et sa date de création ;",
  "les participants, par profil ;",
  "les équipements avec leurs notes et les verbatims ;",
  "les nouvelles périodes et les périodes forcées ;",
  "l'évolution et le statut de chaque période.",
] as const;

/** Offered once the periods are applied (spec §2): the synthesis report, made on the reports screen. */
export function ReportOfferDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader
          title="Générer le rapport de synthèse"
          description="Les nouvelles périodes sont appliquées. Vous pouvez maintenant produire le rapport de la campagne."
        />
        <DialogBody className="grid gap-3 text-sm">
          <p className="font-medium">Le rapport contiendra :</p>
          <ul aria-label="Contenu du rapport" className="grid gap-2">
            {REPORT_CONTENTS.map((line) => (
              <li key={line} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
                {line}
              </li>
            ))}
          </ul>
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fermer</Button>
          </DialogClose>
          <Button onClick={() => navigate("/reports")}>
            <FileText />
            Générer le rapport
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
