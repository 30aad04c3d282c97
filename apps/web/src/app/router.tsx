import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { FuzzyMatchScreen } from '../features/fuzzy-match/components/fuzzy-match-screen.tsx';
import { AccessGuard } from '../features/session/components/access-guard.tsx';
import { SessionGuard } from '../features/session/components/session-guard.tsx';
import { SetupGate } from '../features/setup/components/setup-gate.tsx';
import { UserCatalogEditScreen } from '../features/user-catalog/components/user-catalog-edit-screen.tsx';
import { UserCatalogListScreen } from '../features/user-catalog/components/user-catalog-list-screen.tsx';
import { UserDataMappingCreateScreen } from '../features/user-data-mapping/components/user-data-mapping-create-screen.tsx';
import { UserDataMappingEditScreen } from '../features/user-data-mapping/components/user-data-mapping-edit-screen.tsx';
import { UserDataMappingListScreen } from '../features/user-data-mapping/components/user-data-mapping-list-screen.tsx';
import { CreateRuleMappingScreen } from '../features/user-mapping/components/create-rule-mapping-screen.tsx';
import { EditRuleMappingScreen } from '../features/user-mapping/components/edit-rule-mapping-screen.tsx';
import { UserMappingScreen } from '../features/user-mapping/components/user-mapping-screen.tsx';
import { MainLayout } from './layout/main-layout.tsx';
import { AdminScreen } from './routes/admin.tsx';
import { CsvViewerScreen } from './routes/csv-viewer.tsx';
import { DeveloperApiScreen } from './routes/developer-api.tsx';
import { EnrichScreen } from './routes/enrich.tsx';
import { InsightsScreen } from './routes/insights.tsx';
import { JobResultsScreen } from './routes/job-results.tsx';
import { DataSourcesScreen, PrivacyPolicyScreen, TermsOfUseScreen } from './routes/legal.tsx';
import { MatchfixScreen } from './routes/matchfix.tsx';
import { NotFoundScreen } from './routes/not-found.tsx';
import { PackagesScreen } from './routes/packages.tsx';
import { PasswordResetScreen } from './routes/password-reset.tsx';
import { RegisterDomainScreen } from './routes/register-domain.tsx';
import { RegistrationScreen } from './routes/registration.tsx';
import { SettingsScreen } from './routes/settings.tsx';
import { SetupScreen } from './routes/setup.tsx';
import { SignInScreen } from './routes/sign-in.tsx';
import { SubmitJobScreen } from './routes/submit-job.tsx';
import { UpdatesScreen } from './routes/updates.tsx';
import { UpcomingScreen, type UpcomingScreenName } from './routes/upcoming-screen.tsx';

const upcoming = (path: string, screen: UpcomingScreenName): RouteObject => ({
  path,
  element: <UpcomingScreen key={path} screen={screen} />,
});

/** Screens whose access the role decides (spec section 6). */
const guardedScreens: RouteObject[] = [
  { path: paths.developerApi, element: <DeveloperApiScreen /> },
  { path: paths.admin, element: <AdminScreen /> },
  { path: paths.registerDomain, element: <RegisterDomainScreen /> },
  { path: paths.enrich, element: <EnrichScreen /> },
  { path: paths.enrichCreate, element: <SubmitJobScreen /> },
  // Spec section 2: /normalize is the same submit screen under a second address.
  { path: paths.normalize, element: <SubmitJobScreen /> },
  { path: paths.jobResults.pattern, element: <JobResultsScreen /> },
  { path: paths.insights, element: <InsightsScreen /> },
  upcoming(paths.userRule, 'userRule'),
  { path: paths.userMapping, element: <UserMappingScreen /> },
  { path: paths.userMappingCreate, element: <CreateRuleMappingScreen /> },
  { path: paths.userMappingEdit.pattern, element: <EditRuleMappingScreen /> },
  { path: paths.matchfix, element: <MatchfixScreen /> },
  { path: paths.userCatalog, element: <UserCatalogListScreen /> },
  { path: paths.userCatalogEdit.pattern, element: <UserCatalogEditScreen /> },
  { path: paths.userDataMapping, element: <UserDataMappingListScreen /> },
  { path: paths.userDataMappingCreate, element: <UserDataMappingCreateScreen /> },
  { path: paths.userDataMappingEdit.pattern, element: <UserDataMappingEditScreen /> },
  { path: paths.settings, element: <SettingsScreen /> },
  { path: paths.viewCsv, element: <CsvViewerScreen /> },
  { path: paths.fuzzyMatch, element: <FuzzyMatchScreen /> },
  { path: paths.update, element: <UpdatesScreen /> },
  { path: paths.updateNew, element: <PackagesScreen /> },
];

export const routes: RouteObject[] = [
  { path: paths.setup, element: <SetupScreen /> },
  { path: paths.termsOfUse, element: <TermsOfUseScreen /> },
  { path: paths.privacyPolicy, element: <PrivacyPolicyScreen /> },
  { path: paths.dataSources, element: <DataSourcesScreen /> },
  {
    // Every other screen waits for the setup check, and an installation not set up sends it to /setup.
    element: (
      <SetupGate>
        <Outlet />
      </SetupGate>
    ),
    children: [
      { path: paths.signIn, element: <SignInScreen /> },
      { path: paths.forgotPassword, element: <PasswordResetScreen /> },
      { path: paths.resetPassword, element: <PasswordResetScreen /> },
      { path: paths.registration, element: <RegistrationScreen /> },
      {
        element: (
          <SessionGuard>
            <MainLayout />
          </SessionGuard>
        ),
        children: [
          { index: true, element: <Navigate to={paths.enrichCreate} replace /> },
          {
            element: (
              <AccessGuard>
                <Outlet />
              </AccessGuard>
            ),
            children: guardedScreens,
          },
          // Unknown addresses keep the header, so the user can move on from there.
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
