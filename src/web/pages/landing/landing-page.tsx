import {
  ArrowRight,
  BarChart3,
  CheckCircle2,
  ClipboardList,
  FileText,
  Gauge,
  LogIn,
  Share2,
  ShieldCheck,
} from "lucide-react";
import { FEATURES, FIGURES, LANDING_TEXTS, REASONS, STANDARDS } from "../../../shared/texts/landing";
import { Logo } from "../../components/brand/logo";
import { Button } from "../../components/ui/button";
import { LOGIN_PATH } from "../../lib/session";
import { ProductPreview } from "./product-preview";

/** The icons of the feature cards, in the order of FEATURES. */
const FEATURE_ICONS = [BarChart3, ClipboardList, Gauge, Share2, FileText, ShieldCheck];

/** Every call to action is a full-page navigation to the sign-in page (spec §2). */
function LoginLink({
  children,
  size = "lg",
  variant = "default",
  className,
}: {
  children: React.ReactNode;
  size?: "default" | "lg";
  variant?: "default" | "outline" | "secondary";
  className?: string;
}) {
  return (
    <Button asChild size={size} variant={variant} className={className}>
      <a href={LOGIN_PATH}>{children}</a>
    </Button>
  );
}

/** The bar at the top: the logo, the page's sections and the sign-in button. */
function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b bg-card/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <a href="/" aria-label={LANDING_TEXTS.home}>
          <Logo />
        </a>
        <nav
          aria-label={LANDING_TEXTS.sections}
          className="hidden items-center gap-8 text-sm font-medium text-muted-foreground md:flex"
        >
          <a href="#conformite" className="hover:text-foreground">
            {LANDING_TEXTS.compliance}
          </a>
          <a href="#fonctionnalites" className="hover:text-foreground">
            {LANDING_TEXTS.features}
          </a>
          <a href="#pourquoi" className="hover:text-foreground">
            {LANDING_TEXTS.why}
          </a>
        </nav>
        <LoginLink size="default">
          <LogIn aria-hidden="true" />
          {LANDING_TEXTS.signIn}
        </LoginLink>
      </div>
    </header>
  );
}

/** The foot of the page: the logo, a few links and the year. */
function LandingFooter() {
  return (
    <footer className="border-t bg-card">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo />
          <p className="mt-2 max-w-sm text-sm text-muted-foreground">{LANDING_TEXTS.footerText}</p>
        </div>
        <nav aria-label={LANDING_TEXTS.footer} className="flex flex-wrap gap-6 text-sm text-muted-foreground">
          <a href="#conformite" className="hover:text-foreground">
            {LANDING_TEXTS.compliance}
          </a>
          <a href="#fonctionnalites" className="hover:text-foreground">
            {LANDING_TEXTS.features}
          </a>
          <a href={LOGIN_PATH} className="hover:text-foreground">
            {LANDING_TEXTS.signIn}
          </a>
        </nav>
        <p className="text-sm text-muted-foreground">
          © {new Date().getFullYear()}
          {LANDING_TEXTS.rights}
        </p>
      </div>
    </footer>
  );
}

export function LandingPage() {
  const signInFailed = new URLSearchParams(window.location.search).get("connexion") === "echec";
  return (
    <div className="min-h-screen bg-background">
      {signInFailed && (
        <p role="alert" className="bg-destructive px-4 py-2 text-center text-sm text-destructive-foreground">
          {LANDING_TEXTS.signInFailed}
        </p>
      )}
      <LandingHeader />

      <main>
        <section className="relative overflow-hidden bg-gradient-to-b from-secondary/70 to-background">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:py-24">
            <div>
              <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-card px-3 py-1 text-xs font-medium text-primary">
                <span className="size-1.5 rounded-full bg-success" aria-hidden="true" />
                {LANDING_TEXTS.method}
              </p>
              <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
                {LANDING_TEXTS.heroTitle}
                <span className="text-primary">{LANDING_TEXTS.heroTitleAccent}</span>
              </h1>
              <p className="mt-6 max-w-xl text-lg text-muted-foreground">{LANDING_TEXTS.heroText}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <LoginLink>
                  {LANDING_TEXTS.start}
                  <ArrowRight aria-hidden="true" />
                </LoginLink>
                <Button asChild size="lg" variant="outline">
                  <a href="#fonctionnalites">{LANDING_TEXTS.discover}</a>
                </Button>
              </div>
              <p className="mt-6 text-sm text-muted-foreground">{LANDING_TEXTS.aligned}</p>
            </div>
            <ProductPreview />
          </div>
        </section>

        <section
          id="conformite"
          aria-labelledby="conformite-titre"
          className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
        >
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {LANDING_TEXTS.complianceKicker}
            </p>
            <h2 id="conformite-titre" className="mt-2 text-3xl font-bold tracking-tight">
              {LANDING_TEXTS.complianceTitle}
            </h2>
            <p className="mt-4 text-muted-foreground">{LANDING_TEXTS.complianceText}</p>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {STANDARDS.map((standard) => (
              <article key={standard.code} className="rounded-xl border bg-card p-6 shadow-sm">
                <p className="font-mono text-sm font-semibold text-primary">{standard.code}</p>
                <h3 className="mt-2 font-semibold">{standard.title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{standard.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section id="fonctionnalites" aria-labelledby="fonctionnalites-titre" className="border-y bg-card">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {LANDING_TEXTS.features}
              </p>
              <h2 id="fonctionnalites-titre" className="mt-2 text-3xl font-bold tracking-tight">
                {LANDING_TEXTS.featuresTitle}
              </h2>
            </div>
            <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {FEATURES.map(({ title, text }, index) => {
                const Icon = FEATURE_ICONS[index] ?? Gauge;
                return (
                  <article
                    key={title}
                    className="rounded-xl border bg-background p-6 transition-shadow hover:shadow-md"
                  >
                    <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <h3 className="mt-4 font-semibold">{title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
                  </article>
                );
              })}
            </div>
          </div>
        </section>

        <section
          id="pourquoi"
          aria-labelledby="pourquoi-titre"
          className="mx-auto max-w-6xl px-4 py-20 sm:px-6"
        >
          <div className="grid items-start gap-12 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {LANDING_TEXTS.whyKicker}
              </p>
              <h2 id="pourquoi-titre" className="mt-2 text-3xl font-bold tracking-tight">
                {LANDING_TEXTS.whyTitle}
              </h2>
              <ul className="mt-8 space-y-4">
                {REASONS.map((reason) => (
                  <li key={reason} className="flex gap-3">
                    <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
                    <span className="text-muted-foreground">{reason}</span>
                  </li>
                ))}
              </ul>
            </div>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {FIGURES.map((figure) => (
                <div key={figure.label} className="rounded-xl border bg-card p-5 text-center shadow-sm">
                  <dt className="sr-only">{figure.label}</dt>
                  <dd className="text-3xl font-bold tracking-tight text-primary">{figure.value}</dd>
                  <dd className="mt-1 text-sm text-muted-foreground">{figure.label}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section aria-labelledby="cta-titre" className="px-4 pb-20 sm:px-6">
          <div className="mx-auto max-w-6xl rounded-2xl bg-sidebar px-6 py-14 text-center text-white sm:px-12">
            <h2 id="cta-titre" className="text-3xl font-bold tracking-tight">
              {LANDING_TEXTS.ctaTitle}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-sidebar-foreground">{LANDING_TEXTS.ctaText}</p>
            <LoginLink variant="secondary" className="mt-8">
              {LANDING_TEXTS.startFree}
              <ArrowRight aria-hidden="true" />
            </LoginLink>
          </div>
        </section>
      </main>

      <LandingFooter />
    </div>
  );
}
