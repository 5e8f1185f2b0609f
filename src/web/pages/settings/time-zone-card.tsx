import { useId } from "react";
import { DEFAULT_TIME_ZONE } from "../../../shared/clock";
import { TIME_ZONE_TEXTS } from "../../../shared/texts/settings";
import { toastApiError } from "../../api/errors";
import { useCompany } from "../../api/hooks";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Field, fieldAria, NativeSelect } from "../../components/ui/field";
import { notify } from "../../lib/toast";
import { useSaveTimeZone } from "./queries";

/** The zones the browser knows, the company's own first if it is not among them. */
function zonesWith(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set([DEFAULT_TIME_ZONE, ...known, "UTC"]);
  zones.add(current);
  return [...zones].sort((a, b) => a.localeCompare(b));
}

/** The company's time zone (decision 026): administrators choose it, everyone reads it. */
export function TimeZoneCard({ editable }: { editable: boolean }) {
  const id = useId();
  const company = useCompany();
  const save = useSaveTimeZone(company.data);
  const choose = (timeZone: string) =>
    save.mutate(timeZone, {
      onSuccess: (saved) => notify.success(TIME_ZONE_TEXTS.saved.replace("{zone}", saved.timeZone ?? "")),
      onError: (error) => toastApiError(error, TIME_ZONE_TEXTS.saveFailed),
    });
  const current =
    (save.isPending ? save.variables : undefined) ?? company.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const hint = `${TIME_ZONE_TEXTS.hint}${editable ? "" : TIME_ZONE_TEXTS.readOnly}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{TIME_ZONE_TEXTS.title}</CardTitle>
        <CardDescription>{TIME_ZONE_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Field id={id} label={TIME_ZONE_TEXTS.label} hint={hint}>
          <NativeSelect
            {...fieldAria(id)}
            value={current}
            disabled={!editable || !company.data || save.isPending}
            onChange={(event) => choose(event.target.value)}
          >
            {zonesWith(current).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </CardContent>
    </Card>
  );
}
