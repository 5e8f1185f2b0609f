import type { ApprovalSettings } from "../../../shared/api/approvals";
import { APPROVALS_TEXTS } from "../../../shared/texts/settings";
import { toastApiError } from "../../api/errors";
import { useApprovalSettings } from "../../api/hooks";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { SettingSwitch } from "../../components/ui/setting-switch";
import { notify } from "../../lib/toast";
import { useSaveApprovals } from "./queries";

type Setting = keyof ApprovalSettings;

/** Each approval setting: its label, what it does, what the toast says once saved. */
const SWITCHES: Record<Setting, { label: string; hint: string; on: string; off: string }> = {
  requireReason: {
    label: "Exiger un motif",
    hint: "Activé, forcer une période ou rouvrir une campagne sans motif est refusé. Désactivé, le motif reste proposé et son absence se lit « motif non renseigné ».",
    on: "Un motif est désormais exigé pour forcer une période ou rouvrir une campagne",
    off: "Le motif reste proposé mais n'est plus exigé",
  },
  requireSignature: {
    label: "Approbation signée obligatoire",
    hint: "Activé, appliquer des périodes ou clore une revue d'impact exige la signature électronique de l'approbateur (son mot de passe saisi de nouveau). Désactivé, la signature reste proposée.",
    on: "Appliquer des périodes ou clore une revue d'impact exige désormais une signature",
    off: "La signature reste proposée mais n'est plus exigée",
  },
  twoPersonRule: {
    label: "Double validation",
    hint: "Activé, les nouvelles périodes sont approuvées par une autre personne que celle qui a lancé le calcul ou forcé une période.",
    on: "Double validation activée : l'approbateur doit être une autre personne",
    off: "Double validation désactivée",
  },
};

/**
 * The company's approval settings (decision 021, issue 23): reasons, signed approval, double
 * validation. Off, each is still offered on screen; on, the server refuses what lacks it. Those who
 * manage campaigns change them.
 */
export function ApprovalsCard({ editable }: { editable: boolean }) {
  const settings = useApprovalSettings();
  const save = useSaveApprovals();
  const checked = (setting: Setting) => {
    const pending = save.isPending ? save.variables?.[setting] : undefined;
    return pending ?? settings.data?.[setting] ?? false;
  };
  const change = (setting: Setting, on: boolean) =>
    save.mutate(
      { [setting]: on },
      {
        onSuccess: () => notify.success(on ? SWITCHES[setting].on : SWITCHES[setting].off),
        onError: (error) => toastApiError(error, "Impossible d'enregistrer ce réglage d'approbation"),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{APPROVALS_TEXTS.title}</CardTitle>
        <CardDescription>{APPROVALS_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {(Object.keys(SWITCHES) as Setting[]).map((setting) => (
          <SettingSwitch
            key={setting}
            label={SWITCHES[setting].label}
            hint={`${SWITCHES[setting].hint}${editable ? "" : " Seuls les administrateurs et les initiateurs de campagne peuvent le changer."}`}
            checked={checked(setting)}
            disabled={!editable || settings.isPending || save.isPending}
            onCheckedChange={(on) => change(setting, on)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
