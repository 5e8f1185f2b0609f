import { Navigate, Route, Routes, useLocation } from "react-router";
import type { CurrentUser } from "../shared/api/auth";
import { AppLayout } from "./components/layout/app-layout";
import { LOGIN_PATH, useCurrentUser } from "./lib/session";
import { CampaignsPage } from "./pages/campaigns/campaigns-page";
import { CompanyPage } from "./pages/company/company-page";
import { CompanySetupPage } from "./pages/company-setup/company-setup-page";
import { LandingPage } from "./pages/landing/landing-page";
import { ProfilePage } from "./pages/profile/profile-page";
import { ProfilesPage } from "./pages/profiles/profiles-page";
import { RatingPage } from "./pages/rating/rating-page";
import { RatingCriteriaPage } from "./pages/rating-criteria/rating-criteria-page";
import { ResultsPage } from "./pages/results/results-page";
import { SignInPage } from "./pages/sign-in/sign-in-page";
import { LoadingScreen } from "./pages/system/loading-screen";
import { NotFoundPage } from "./pages/system/not-found-page";
import { RedirectToLogin } from "./pages/system/redirect-to-login";
import { UpcomingScreen } from "./pages/system/upcoming-screen";

/** Public pages reachable by anyone holding a share link (spec §2). */
function publicRoutes() {
  return [
    <Route
      key="measurement"
      path="/measurement/:shareToken"
      element={<UpcomingScreen title="Saisie de mesure" />}
    />,
    <Route
      key="campaign"
      path="/campaign/:token"
      element={<UpcomingScreen title="Notation de campagne" />}
    />,
  ];
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
        <Route index element={<CampaignsPage user={user} />} />
        <Route path="/campaigns" element={<CampaignsPage user={user} />} />
        <Route path="/campaigns/:campaignId/rating" element={<RatingPage />} />
        <Route path="/equipment-rating/:campaignId" element={<RatingPage />} />
        <Route path="/campaigns/:campaignId/calibration-results" element={<ResultsPage />} />
        <Route path="/reports" element={<UpcomingScreen title="Rapports" />} />
        <Route path="/settings" element={<UpcomingScreen title="Paramètres" />} />
        <Route path="/audit-logs" element={<UpcomingScreen title="Journal d'Audit" />} />
        <Route path="/rating-criteria" element={<RatingCriteriaPage user={user} />} />
        <Route path="/profiles" element={<ProfilesPage user={user} />} />
        <Route path="/profile" element={<ProfilePage user={user} />} />
        <Route path="/company" element={<CompanyPage user={user} />} />
        <Route path="/email-test" element={<UpcomingScreen title="Test des Emails" />} />
        <Route path="/company-setup" element={<Navigate to="/" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function App() {
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  if (pathname === LOGIN_PATH) return <SignInPage />;
  if (isLoading) return <LoadingScreen />;
  if (!user) return <SignedOutRoutes />;
  if (user.companyId === null) return <CompanySetupRoutes user={user} />;
  return <SignedInRoutes user={user} />;
}
