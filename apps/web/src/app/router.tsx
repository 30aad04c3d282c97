import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { AccessGuard } from '../features/session/components/access-guard.tsx';
import { SessionGuard } from '../features/session/components/session-guard.tsx';
import { SetupGate } from '../features/setup/components/setup-gate.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import type { UpcomingScreenName } from './routes/upcoming-screen.tsx';

/**
 * A screen loaded with its own chunk the first time it is visited, so that the first page loads only its own code
 * (issue 30: ≤ 200 kB of gzipped JavaScript, measured by e2e/specs/first-page-size.spec.ts).
 */
function screen<TName extends string>(
  load: () => Promise<Record<TName, ComponentType>>,
  name: TName,
): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] }) };
}

const upcoming = (path: string, name: UpcomingScreenName): RouteObject => ({
  path,
  lazy: async () => {
    const { UpcomingScreen } = await import('./routes/upcoming-screen.tsx');
    return { element: <UpcomingScreen key={path} screen={name} /> };
  },
});

/** Screens whose access the role decides (spec section 6). */
const guardedScreens: RouteObject[] = [
  { path: paths.developerApi, ...screen(() => import('./routes/developer-api.tsx'), 'DeveloperApiScreen') },
  { path: paths.admin, ...screen(() => import('./routes/admin.tsx'), 'AdminScreen') },
  { path: paths.registerDomain, ...screen(() => import('./routes/register-domain.tsx'), 'RegisterDomainScreen') },
  { path: paths.enrich, ...screen(() => import('./routes/enrich.tsx'), 'EnrichScreen') },
  { path: paths.enrichCreate, ...screen(() => import('./routes/submit-job.tsx'), 'SubmitJobScreen') },
  // Spec section 2: /normalize is the same submit screen under a second address.
  { path: paths.normalize, ...screen(() => import('./routes/submit-job.tsx'), 'SubmitJobScreen') },
  { path: paths.jobResults.pattern, ...screen(() => import('./routes/job-results.tsx'), 'JobResultsScreen') },
  { path: paths.insights, ...screen(() => import('./routes/insights.tsx'), 'InsightsScreen') },
  upcoming(paths.userRule, 'userRule'),
  {
    path: paths.userMapping,
    ...screen(() => import('../features/user-mapping/components/user-mapping-screen.tsx'), 'UserMappingScreen'),
  },
  {
    path: paths.userMappingCreate,
    ...screen(
      () => import('../features/user-mapping/components/create-rule-mapping-screen.tsx'),
      'CreateRuleMappingScreen',
    ),
  },
  {
    path: paths.userMappingEdit.pattern,
    ...screen(
      () => import('../features/user-mapping/components/edit-rule-mapping-screen.tsx'),
      'EditRuleMappingScreen',
    ),
  },
  { path: paths.matchfix, ...screen(() => import('./routes/matchfix.tsx'), 'MatchfixScreen') },
  {
    path: paths.userCatalog,
    ...screen(
      () => import('../features/user-catalog/components/user-catalog-list-screen.tsx'),
      'UserCatalogListScreen',
    ),
  },
  {
    path: paths.userCatalogNew,
    ...screen(() => import('../features/user-catalog/components/user-catalog-add-screen.tsx'), 'UserCatalogAddScreen'),
  },
  {
    path: paths.userCatalogEdit.pattern,
    ...screen(
      () => import('../features/user-catalog/components/user-catalog-edit-screen.tsx'),
      'UserCatalogEditScreen',
    ),
  },
  {
    path: paths.userDataMapping,
    ...screen(
      () => import('../features/user-data-mapping/components/user-data-mapping-list-screen.tsx'),
      'UserDataMappingListScreen',
    ),
  },
  {
    path: paths.userDataMappingCreate,
    ...screen(
      () => import('../features/user-data-mapping/components/user-data-mapping-create-screen.tsx'),
      'UserDataMappingCreateScreen',
    ),
  },
  {
    path: paths.userDataMappingEdit.pattern,
    ...screen(
      () => import('../features/user-data-mapping/components/user-data-mapping-edit-screen.tsx'),
      'UserDataMappingEditScreen',
    ),
  },
  { path: paths.settings, ...screen(() => import('./routes/settings.tsx'), 'SettingsScreen') },
  { path: paths.viewCsv, ...screen(() => import('./routes/csv-viewer.tsx'), 'CsvViewerScreen') },
  {
    path: paths.fuzzyMatch,
    ...screen(() => import('../features/fuzzy-match/components/fuzzy-match-screen.tsx'), 'FuzzyMatchScreen'),
  },
  { path: paths.update, ...screen(() => import('./routes/updates.tsx'), 'UpdatesScreen') },
  { path: paths.updateNew, ...screen(() => import('./routes/packages.tsx'), 'PackagesScreen') },
];

const publicScreens: RouteObject[] = [
  { path: paths.setup, ...screen(() => import('./routes/setup.tsx'), 'SetupScreen') },
  { path: paths.termsOfUse, ...screen(() => import('./routes/legal.tsx'), 'TermsOfUseScreen') },
  { path: paths.privacyPolicy, ...screen(() => import('./routes/legal.tsx'), 'PrivacyPolicyScreen') },
  { path: paths.dataSources, ...screen(() => import('./routes/legal.tsx'), 'DataSourcesScreen') },
  {
    // Every other screen waits for the setup check, and an installation not set up sends it to /setup.
    element: (
      <SetupGate>
        <Outlet />
      </SetupGate>
    ),
    children: [
      { path: paths.signIn, ...screen(() => import('./routes/sign-in.tsx'), 'SignInScreen') },
      { path: paths.forgotPassword, ...screen(() => import('./routes/password-reset.tsx'), 'PasswordResetScreen') },
      { path: paths.resetPassword, ...screen(() => import('./routes/password-reset.tsx'), 'PasswordResetScreen') },
      { path: paths.registration, ...screen(() => import('./routes/registration.tsx'), 'RegistrationScreen') },
      {
        element: (
          <SessionGuard>
            <Outlet />
          </SessionGuard>
        ),
        children: [
          {
            ...screen(() => import('./layout/main-layout.tsx'), 'MainLayout'),
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
              { path: '*', ...screen(() => import('./routes/not-found.tsx'), 'NotFoundScreen') },
            ],
          },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = [
  // Shown while the first screen's code loads; moving between screens keeps the current one until the next is ready.
  { hydrateFallbackElement: <Spinner isFullPage />, children: publicScreens },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
