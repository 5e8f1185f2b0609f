import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";
import { matchPath, Navigate, Route, Routes, useLocation } from "react-router";
import type { CurrentUser } from "../shared/api/auth";
import { LOGIN_PATH, LOGOUT_PATH, useCurrentUser } from "./lib/session";
import { LandingPage } from "./pages/landing/landing-page";
import { LoadingScreen, PageLoading } from "./pages/system/loading-screen";
import { RedirectToLogin } from "./pages/system/redirect-to-login";

/**
 * A screen whose code is a chunk of its own, fetched when the screen is first shown, or ahead of it
 * with `preload()`: a signed-out visitor of `/` downloads the landing page only (which, with the
 * loading screens, stays in the first load).
 */
type Screen<P extends object> = LazyExoticComponent<ComponentType<P>> & Preloadable;

interface Preloadable {
  preload(): Promise<unknown>;
  /** Whether the code is here: the screen then renders without suspending. */
  isLoaded(): boolean;
}

function screen<P extends object>(load: () => Promise<ComponentType<P>>): Screen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is tried again the next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Code fetched ahead is handed over at once: the screen then shows without passing through its
  // loading state (which React would keep on screen for at least 300 ms).
  return Object.assign(
    lazy(() =>
      loaded ? already({ default: loaded }) : preload().then((component) => ({ default: component })),
    ),
    { preload, isLoaded: () => loaded !== undefined },
  );
}

/** A thenable that calls back at once: React.lazy reads a value given this way without suspending. */
function already<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, settled before React asks.
  const thenable = { then: (resolve: (value: T) => void) => resolve(value) };
  return thenable as unknown as Promise<T>;
}

const CampaignsPage = screen(() => import("./pages/campaigns/campaigns-page").then((m) => m.CampaignsPage));
const CompanyPage = screen(() => import("./pages/company/company-page").then((m) => m.CompanyPage));
const CompanySetupPage = screen(() =>
  import("./pages/company-setup/company-setup-page").then((m) => m.CompanySetupPage),
);
const ProfilePage = screen(() => import("./pages/profile/profile-page").then((m) => m.ProfilePage));
const ProfilesPage = screen(() => import("./pages/profiles/profiles-page").then((m) => m.ProfilesPage));
const RatingPage = screen(() => import("./pages/rating/rating-page").then((m) => m.RatingPage));
const RatingCriteriaPage = screen(() =>
  import("./pages/rating-criteria/rating-criteria-page").then((m) => m.RatingCriteriaPage),
);
const ResultsPage = screen(() => import("./pages/results/results-page").then((m) => m.ResultsPage));
const SignInPage = screen(() => import("./pages/sign-in/sign-in-page").then((m) => m.SignInPage));
const SignOutPage = screen(() => import("./pages/sign-in/sign-out-page").then((m) => m.SignOutPage));
const MeasurementsPage = screen(() =>
  import("./pages/measurements/measurements-page").then((m) => m.MeasurementsPage),
);
const MeasurementPage = screen(() =>
  import("./pages/public/measurement-page").then((m) => m.MeasurementPage),
);
const PublicRatingPage = screen(() =>
  import("./pages/public/public-rating-page").then((m) => m.PublicRatingPage),
);
const ReportsPage = screen(() => import("./pages/reports/reports-page").then((m) => m.ReportsPage));
const SettingsPage = screen(() => import("./pages/settings/settings-page").then((m) => m.SettingsPage));
const EmailTestPage = screen(() => import("./pages/email-test/email-test-page").then((m) => m.EmailTestPage));
const NotFoundPage = screen(() => import("./pages/system/not-found-page").then((m) => m.NotFoundPage));
const InstrumentsPage = screen(() =>
  import("./pages/instruments/instruments-page").then((m) => m.InstrumentsPage),
);
const InstrumentPage = screen(() =>
  import("./pages/instruments/instrument-page").then((m) => m.InstrumentPage),
);
const PlanningPage = screen(() => import("./pages/planning/planning-page").then((m) => m.PlanningPage));
const AuditLogsPage = screen(() => import("./pages/audit-logs/audit-logs-page").then((m) => m.AuditLogsPage));

/** The screens of the signed-in frame, by path (one table for the routes and for `preload`). */
const FRAMED_SCREENS: {
  path: string;
  screen: Preloadable;
  element(user: CurrentUser): ReactNode;
}[] = [
  { path: "/", screen: CampaignsPage, element: (user) => <CampaignsPage user={user} /> },
  { path: "/campaigns", screen: CampaignsPage, element: (user) => <CampaignsPage user={user} /> },
  { path: "/campaigns/:campaignId/rating", screen: RatingPage, element: () => <RatingPage /> },
  { path: "/equipment-rating/:campaignId", screen: RatingPage, element: () => <RatingPage /> },
  { path: "/campaigns/:campaignId/calibration-results", screen: ResultsPage, element: () => <ResultsPage /> },
  {
    path: "/campaigns/:campaignId/measurements",
    screen: MeasurementsPage,
    element: () => <MeasurementsPage />,
  },
  { path: "/instruments", screen: InstrumentsPage, element: (user) => <InstrumentsPage user={user} /> },
  {
    path: "/instruments/:instrumentId",
    screen: InstrumentPage,
    element: (user) => <InstrumentPage user={user} />,
  },
  { path: "/planning", screen: PlanningPage, element: (user) => <PlanningPage user={user} /> },
  { path: "/reports", screen: ReportsPage, element: (user) => <ReportsPage user={user} /> },
  { path: "/settings", screen: SettingsPage, element: (user) => <SettingsPage user={user} /> },
  { path: "/audit-logs", screen: AuditLogsPage, element: (user) => <AuditLogsPage user={user} /> },
  {
    path: "/rating-criteria",
    screen: RatingCriteriaPage,
    element: (user) => <RatingCriteriaPage user={user} />,
  },
  { path: "/profiles", screen: ProfilesPage, element: (user) => <ProfilesPage user={user} /> },
  { path: "/profile", screen: ProfilePage, element: (user) => <ProfilePage user={user} /> },
  { path: "/company", screen: CompanyPage, element: (user) => <CompanyPage user={user} /> },
  { path: "/email-test", screen: EmailTestPage, element: (user) => <EmailTestPage user={user} /> },
  { path: "*", screen: NotFoundPage, element: () => <NotFoundPage /> },
];

/** Public pages reachable by anyone holding a share link (spec §2). */
const PUBLIC_SCREENS: { path: string; screen: Preloadable; element: ReactNode }[] = [
  { path: "/measurement/:shareToken", screen: MeasurementPage, element: <MeasurementPage /> },
  { path: "/measurement", screen: MeasurementPage, element: <MeasurementPage /> },
  { path: "/campaign/:token", screen: PublicRatingPage, element: <PublicRatingPage /> },
  { path: "/campaign", screen: PublicRatingPage, element: <PublicRatingPage /> },
];

/** Tooltips show on the screens of the signed-in frame only: their provider comes with the frame. */
const TooltipProvider = screen(() => import("./components/ui/tooltip").then((m) => m.TooltipProvider));

/**
 * The signed-in frame. The tooltips' and the toasts' code come with it (its screens confirm each
 * change with a toast), and so does the code of the screen at the current address, so that the frame
 * and its screen appear together.
 */
const AppLayout = screen(async () => {
  const pathname = window.location.pathname;
  const [{ AppLayout: Layout }] = await Promise.all([
    import("./components/layout/app-layout"),
    TooltipProvider.preload(),
    import("./components/ui/toaster"),
    FRAMED_SCREENS.find(({ path }) => matchPath(path, pathname))
      ?.screen.preload()
      .catch(() => undefined),
  ]);
  return Layout;
});

/**
 * Fetches the code of the screen at an address while the session is being read, rather than after.
 * Not at `/`, which shows the landing page or the campaigns depending on the session.
 */
export function preloadScreenAt(pathname: string): void {
  if (pathname === "/") return;
  const load =
    pathname === LOGIN_PATH
      ? SignInPage.preload()
      : pathname === LOGOUT_PATH
        ? SignOutPage.preload()
        : pathname === "/company-setup"
          ? CompanySetupPage.preload()
          : (PUBLIC_SCREENS.find(({ path }) => matchPath(path, pathname))?.screen.preload() ??
            AppLayout.preload());
  // A failure shows when the screen itself is rendered.
  load.catch(() => undefined);
}

/** A screen inside the signed-in frame: the sidebar stays while its code loads. */
function inFrame(element: ReactNode) {
  return (
    <Suspense fallback={<PageLoading />}>
      <TooltipProvider>{element}</TooltipProvider>
    </Suspense>
  );
}

function publicRoutes() {
  return PUBLIC_SCREENS.map(({ path, element }) => (
    <Route key={path} path={path} element={<Suspense fallback={<LoadingScreen />}>{element}</Suspense>} />
  ));
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      {publicRoutes()}
      <Route path="*" element={<RedirectToLogin />} />
    </Routes>
  );
}

/** Signed in without a company: every path shows the company setup screen (spec §2, §4). */
function CompanySetupRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      <Route path="/company-setup" element={<CompanySetupPage user={user} />} />
      <Route path="*" element={<Navigate to="/company-setup" replace />} />
    </Routes>
  );
}

function SignedInRoutes({ user }: { user: CurrentUser }) {
  return (
    <Routes>
      {publicRoutes()}
      <Route element={<AppLayout user={user} />}>
        {FRAMED_SCREENS.map(({ path, element }) =>
          path === "/" ? (
            <Route key="index" index element={inFrame(element(user))} />
          ) : (
            <Route key={path} path={path} element={inFrame(element(user))} />
          ),
        )}
        <Route path="/company-setup" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * Whether the code of a screen about to be shown is here, fetching it if not. Until then the loading
 * screen stays as a plain render: a Suspense fallback would hold the screen back 300 ms more once
 * its code is here. Should the download fail, the screen is rendered anyway and its own loading fails.
 */
function useCodeReady(target: Preloadable | null): boolean {
  const [, setArrivals] = useState(0);
  const [failed, setFailed] = useState<Preloadable | null>(null);
  const ready = target === null || target.isLoaded() || failed === target;
  useEffect(() => {
    if (ready || target === null) return;
    let current = true;
    target.preload().then(
      () => {
        if (current) setArrivals((count) => count + 1);
      },
      () => {
        if (current) setFailed(target);
      },
    );
    return () => {
      current = false;
    };
  }, [target, ready]);
  return ready;
}

function Screens() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const signingIn = pathname === LOGIN_PATH;
  const signingOut = pathname === LOGOUT_PATH;
  const codeReady = useCodeReady(
    signingIn
      ? SignInPage
      : signingOut
        ? SignOutPage
        : !user
          ? null
          : user.companyId === null
            ? CompanySetupPage
            : AppLayout,
  );
  if (!codeReady || (isLoading && !signingIn && !signingOut)) return <LoadingScreen />;
  if (signingIn) return <SignInPage />;
  if (signingOut) return <SignOutPage />;
  if (!user) return <SignedOutRoutes />;
  if (user.companyId === null) return <CompanySetupRoutes user={user} />;
  return <SignedInRoutes user={user} />;
}

/** Until a screen's code has arrived, the same loading screen as while the session is read. */
export function App() {
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Screens />
    </Suspense>
  );
}
