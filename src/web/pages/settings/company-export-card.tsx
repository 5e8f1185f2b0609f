import { Download, FileArchive, ShieldCheck } from "lucide-react";
import { COMPANY_EXPORT_TEXTS } from "../../../shared/texts/settings";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** The archive of all the company's data (decision 024): GET answers the ZIP as an attachment. */
export const COMPANY_EXPORT_URL = "/api/company/export";

/**
 * « Exporter toutes les données » (issue 23): for those who manage the company, the server's
 * `manageCompany` permission, a download of the whole archive; nothing for the others.
 */
export function CompanyExportCard({ allowed }: { allowed: boolean }) {
  if (!allowed) return null;
  const texts = COMPANY_EXPORT_TEXTS;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileArchive className="size-5 text-primary" aria-hidden="true" />
          {texts.title}
        </CardTitle>
        <CardDescription>{texts.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <p id="company-export-contents" className="text-sm font-medium">
            {texts.contentsLabel}
          </p>
          <ul
            aria-labelledby="company-export-contents"
            className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground marker:text-primary"
          >
            {texts.contents.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-muted-foreground">{texts.formats}</p>
        <p className="flex gap-2 rounded-lg border bg-muted/40 px-3 py-2 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>{texts.secrets}</span>
        </p>
        <div className="grid gap-2">
          <Button asChild className="w-full sm:w-fit max-sm:h-11">
            <a href={COMPANY_EXPORT_URL} download aria-describedby="company-export-hint">
              <Download aria-hidden="true" />
              {texts.download}
            </a>
          </Button>
          <p id="company-export-hint" className="text-xs text-muted-foreground">
            {texts.hint}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
