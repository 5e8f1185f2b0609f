import { LANDING_TEXTS } from "../../../shared/texts/landing";

/**
 * An illustration of the product for the hero: a campaign's results as Calibra shows them.
 * Decorative only (aria-hidden); the figures are an example.
 */
const ROWS = [
  {
    name: "Manomètre 0–10 bar",
    ref: "MAN-0142",
    current: 12,
    next: 18,
    tone: "text-success",
    label: "Étendue",
  },
  {
    name: "Pied à coulisse 150 mm",
    ref: "PAC-0031",
    current: 12,
    next: 12,
    tone: "text-primary",
    label: "Maintenue",
  },
  { name: "Sonde Pt100", ref: "SON-0207", current: 24, next: 12, tone: "text-destructive", label: "Réduite" },
];

export function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative">
      <div className="absolute -inset-6 rounded-3xl bg-gradient-to-tr from-primary/15 via-accent/20 to-transparent blur-2xl" />
      <div className="relative rounded-2xl border bg-card p-5 shadow-xl">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs text-muted-foreground">{LANDING_TEXTS.previewCampaign}</p>
            <p className="font-semibold">{LANDING_TEXTS.previewCampaignName}</p>
          </div>
          <span className="rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success">
            {LANDING_TEXTS.previewActive}
          </span>
        </div>
        <div className="mt-4">
          <div className="flex justify-between text-xs text-muted-foreground">
            <span>{LANDING_TEXTS.previewRated}</span>
            <span>95 %</span>
          </div>
          <div className="mt-1.5 h-2 rounded-full bg-muted">
            <div className="h-2 w-[95%] rounded-full bg-primary" />
          </div>
        </div>
        <div className="mt-5 divide-y rounded-lg border">
          {ROWS.map((row) => (
            <div key={row.ref} className="flex items-center justify-between gap-3 px-3 py-2.5 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium">{row.name}</p>
                <p className="text-xs text-muted-foreground">{row.ref}</p>
              </div>
              <div className="shrink-0 text-right">
                <p className="font-mono text-sm">
                  {row.current} → <span className="font-semibold">{row.next}</span>
                  {LANDING_TEXTS.previewMonths}
                </p>
                <p className={`text-xs font-medium ${row.tone}`}>
                  {LANDING_TEXTS.previewPeriod}
                  {row.label}
                </p>
              </div>
            </div>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 text-center">
          {[
            ["Étendues", "14"],
            ["Maintenues", "21"],
            ["Réduites", "5"],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-muted px-2 py-2">
              <p className="text-lg font-bold">{value}</p>
              <p className="text-xs text-muted-foreground">{label}</p>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
