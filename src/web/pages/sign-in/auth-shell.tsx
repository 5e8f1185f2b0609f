import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { SIGN_IN_POINTS, SIGN_IN_TEXTS } from "../../../shared/texts/sign-in";
import { Logo } from "../../components/brand/logo";

/** The frame of the sign-in pages: the brand on one side, the form on the other. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-screen lg:grid-cols-[1fr_1.1fr]">
      <aside className="hidden flex-col justify-between bg-sidebar p-12 text-sidebar-foreground lg:flex">
        <a href="/" aria-label={SIGN_IN_TEXTS.home}>
          <Logo inverted />
        </a>
        <div>
          <h2 className="text-3xl font-bold tracking-tight text-white">{SIGN_IN_TEXTS.tagline}</h2>
          <ul className="mt-8 space-y-4">
            {SIGN_IN_POINTS.map((point) => (
              <li key={point} className="flex gap-3">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent" aria-hidden="true" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-sidebar-muted">{SIGN_IN_TEXTS.standards}</p>
      </aside>
      <main className="flex items-center justify-center px-4 py-12 sm:px-8">
        <div className="w-full max-w-md">
          <a href="/" className="mb-8 inline-block lg:hidden" aria-label={SIGN_IN_TEXTS.homeCompact}>
            <Logo />
          </a>
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {subtitle && <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}

export function FormAlert({ children, tone = "error" }: { children: ReactNode; tone?: "error" | "success" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error"
          ? "rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive"
          : "rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm text-success"
      }
    >
      {children}
    </div>
  );
}
