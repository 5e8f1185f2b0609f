import { Building2 } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { PUBLIC_SHELL_TEXTS } from "../../../shared/texts/public";
import { Logo } from "../../components/brand/logo";
import { cn } from "../../lib/utils";

/**
 * The frame of the pages a share link opens (spec §2): no sidebar, no account, the Calibra mark and
 * the company the campaign belongs to, then the page, narrow enough to read on a phone.
 */
export function PublicShell({
  title,
  companyName,
  wide = false,
  children,
}: {
  /** The browser tab's title. */
  title: string;
  companyName?: string | null;
  /** The rating grid takes more room on a desktop than a form does. */
  wide?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Calibra`;
  }, [title]);
  const width = wide ? "max-w-6xl" : "max-w-3xl";
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b bg-card">
        <div
          className={cn("mx-auto flex w-full items-center justify-between gap-3 px-4 py-3 sm:px-6", width)}
        >
          <Logo />
          {companyName && (
            <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground">
              <Building2 className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{PUBLIC_SHELL_TEXTS.entreprise}</span>
              <span className="truncate" title={companyName}>
                {companyName}
              </span>
            </p>
          )}
        </div>
      </header>
      <main
        className={cn(
          "mx-auto grid w-full flex-1 content-start gap-5 px-4 py-5 sm:gap-6 sm:px-6 sm:py-8",
          width,
        )}
      >
        {children}
      </main>
      <footer className="border-t bg-card">
        <p className={cn("mx-auto w-full px-4 py-4 text-xs text-muted-foreground sm:px-6", width)}>
          {PUBLIC_SHELL_TEXTS.saisieSecuriseeParLien}
        </p>
      </footer>
    </div>
  );
}
