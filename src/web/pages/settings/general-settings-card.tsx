import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { SETTING_PLACES, SETTINGS_TEXTS } from "../../../shared/texts/settings";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** What Calibra's settings are and where each one lives (spec §2: a general card, text only). */
export function GeneralSettingsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{SETTINGS_TEXTS.generalTitle}</CardTitle>
        <CardDescription>{SETTINGS_TEXTS.generalDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {SETTING_PLACES.map((place) => (
            <li
              key={place.what}
              className="grid gap-1 px-4 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <p className="text-sm font-medium">{place.what}</p>
                <p className="text-sm text-muted-foreground">{place.detail}</p>
              </div>
              <Link
                to={place.to}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-sm text-sm font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline sm:min-h-0"
              >
                {place.where}
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
