// The routes of the web app, built from the route table of @ascent/shared (packages/shared/src/routes.ts): the
// guard of each route, its browser title and the redirects come from the table (modules/navigation). A screen is
// registered here by its table path — set `screen: true` on that route when adding one. Routes the table lists
// without a screen are not registered: they show the not-found screen. Screens load on demand.
import { TAG_KINDS } from '@ascent/shared';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from './errors/RouteErrorBoundary.tsx';
import { buildTableRoutes, type ScreenRegistry } from '../modules/navigation/tableRoutes.tsx';
import { INCUBATOR_NOT_FOUND_PATH, RootLayout } from './RootLayout.tsx';
import { PageLoader } from '../ui/PageLoader.tsx';

/** Every screen, by its path in the route table. */
export const SCREENS: ScreenRegistry = {
  // Outside the signed-in layout
  '/login': async () => (await import('../modules/auth/LoginPage.tsx')).LoginPage,
  '/auth/callback': async () => (await import('../modules/sso/SsoCallbackPage.tsx')).SsoCallbackPage,
  '/acceptinvitation': async () =>
    (await import('../modules/invitations/AcceptInvitationPage.tsx')).AcceptInvitationPage,
  '/application/new': async () => (await import('../modules/signup/ApplicantSignUpPage.tsx')).ApplicantSignUpPage,
  '/apply/program/:slug': async () => (await import('../modules/signup/ApplicantSignUpPage.tsx')).ApplicantSignUpPage,
  '/forgotpassword': async () => (await import('../modules/accounts/ForgotPasswordPage.tsx')).ForgotPasswordPage,
  '/reset/:token': async () => (await import('../modules/accounts/ResetPasswordPage.tsx')).ResetPasswordPage,
  '/confirmIncubatorEmail': async () =>
    (await import('../modules/admin/ConfirmIncubatorEmailPage.tsx')).ConfirmIncubatorEmailPage,
  '/validate/:token': async () => (await import('../modules/accounts/ValidateEmailPage.tsx')).ValidateEmailPage,
  [INCUBATOR_NOT_FOUND_PATH]: async () =>
    (await import('../modules/incubators/IncubatorNotFoundPage.tsx')).IncubatorNotFoundPage,
  '/error': async () => (await import('../ui/ErrorScreen.tsx')).ErrorPage,
  '/404': async () => (await import('./errors/NotFoundPage.tsx')).NotFoundPage,
  '/coaching/invitation/:id': async () =>
    (await import('../modules/coaching/CoachingInvitationPage.tsx')).CoachingInvitationPage,
  '/coaching/invitation/:id/cancel-meeting': async () =>
    (await import('../modules/coaching/CancelMeetingPage.tsx')).CancelMeetingPage,
  '/coaching/invitation/expired': async () =>
    (await import('../modules/coaching/InvitationExpiredPage.tsx')).InvitationExpiredPage,
  '/leads/transfer/:id': async () => (await import('../modules/applications/LeadTransferPage.tsx')).LeadTransferPage,
  '/share/forms/:uuid': async () => (await import('../modules/forms/SharedFormPage.tsx')).SharedFormPage,
  // Inside the signed-in layout
  '/': async () => (await import('../modules/users/HomePage.tsx')).HomePage,
  '/welcome': async () => (await import('../modules/users/WelcomePage.tsx')).WelcomePage,
  '/account/confirmation': async () =>
    (await import('../modules/accounts/AccountConfirmationPage.tsx')).AccountConfirmationPage,
  '/emails/outbox': async () => (await import('../modules/mail/OutboxPage.tsx')).OutboxPage,
  '/account/settings/security': async () => (await import('../modules/sessions/SecurityPage.tsx')).SecurityPage,
  '/tasks': async () => (await import('../modules/tasks/MyTasksPage.tsx')).MyTasksPage,
  '/startups': async () => (await import('../modules/startups/PortfolioPage.tsx')).PortfolioPage,
  '/startups/management': async () =>
    (await import('../modules/startups/management/StartupManagementPage.tsx')).StartupManagementPage,
  '/startups/programs': async () => (await import('../modules/startups/programs/ProgramsPage.tsx')).ProgramsPage,
  '/startups/programs/startup-assignations': async () =>
    (await import('../modules/startups/programs/ProgramAssignationsPage.tsx')).ProgramAssignationsPage,
  '/startup/file': async () => (await import('../modules/startups/file/MyStartupFilePage.tsx')).MyStartupFilePage,
  '/startups/profile': async () =>
    (await import('../modules/startups/file/StartupsProfileLanding.tsx')).StartupsProfileLanding,
  '/startup/:id/file/*': async () => (await import('../modules/startups/file/StartupFilePage.tsx')).StartupFilePage,
  '/startups/metrics': async () => (await import('../modules/metrics/MetricsPage.tsx')).MetricsPage,
  '/startups/metrics/data-collection': async () =>
    (await import('../modules/metrics/DataCollectionPage.tsx')).DataCollectionPage,
  '/startup/:id/metrics': async () => (await import('../modules/metrics/form/MetricsFormPage.tsx')).MetricsFormPage,
  '/tasks/users': async () => (await import('../modules/tasks/TeamTasksPage.tsx')).TeamTasksPage,
  '/tasks/startups': async () => (await import('../modules/tasks/StartupsTasksPage.tsx')).StartupsTasksPage,
  '/account/settings': async () => (await import('../modules/users/AccountSettingsPage.tsx')).AccountSettingsPage,
  '/account/exports': async () => (await import('../modules/exports/ExportsPage.tsx')).ExportsPage,
  '/account/settings/delete': async () => (await import('../modules/users/DeleteAccountPage.tsx')).DeleteAccountPage,
  '/profile': async () => (await import('../modules/users/ProfileEditPage.tsx')).ProfileEditPage,
  '/profile/complete': async () =>
    (await import('../modules/users/fields/ProfileCompletePage.tsx')).ProfileCompletePage,
  '/setup/profile-fields': async () =>
    (await import('../modules/users/fields/ProfileFieldsPage.tsx')).ProfileFieldsPage,
  '/profile/:id/*': async () => (await import('../modules/users/ProfilePage.tsx')).ProfilePage,
  '/help': async () => (await import('./help/HelpPage.tsx')).HelpPage,
  '/help/:slug': async () => (await import('./help/HelpPage.tsx')).HelpPage,
  '/admin/configuration/general': async () =>
    (await import('../modules/admin/GeneralSettingsPage.tsx')).GeneralSettingsPage,
  '/admin/configuration/branding': async () => (await import('../modules/admin/BrandingPage.tsx')).BrandingPage,
  '/admin/configuration/roles': async () => (await import('../modules/admin/RolesPage.tsx')).RolesPage,
  '/admin/configuration/permissions': async () =>
    (await import('../modules/admin/PermissionsPage.tsx')).PermissionsPage,
  '/admin/configuration/plan': async () => (await import('../modules/admin/PlanPage.tsx')).PlanPage,
  '/admin/configuration/mentormatching': async () =>
    (await import('../modules/mentoring/MentorMatchingPage.tsx')).MentorMatchingPage,
  '/startups/mentors': async () => (await import('../modules/mentoring/MentorsPage.tsx')).MentorsPage,
  '/admin/configuration/users': async () => (await import('../modules/admin/UsersPage.tsx')).UsersPage,
  ...Object.fromEntries(
    TAG_KINDS.map((kind) => [
      `/setup/tags/${kind}`,
      async () => (await import('../modules/taxonomy/SetupTaxonomyPage.tsx')).SetupTagsPage,
    ]),
  ),
  '/setup/industries': async () => (await import('../modules/taxonomy/SetupTaxonomyPage.tsx')).SetupIndustriesPage,
  '/events': async () => (await import('../modules/events/EventsPage.tsx')).EventsPage,
  '/events/mine': async () => (await import('../modules/events/EventsPage.tsx')).EventsPage,
  '/events/planning': async () => (await import('../modules/events/EventsPage.tsx')).EventsPage,
  '/events/unpublished': async () => (await import('../modules/events/EventsPage.tsx')).EventsPage,
  '/events/new': async () => (await import('../modules/events/NewEventPage.tsx')).NewEventPage,
  '/events/hours': async () => (await import('../modules/events/HourLedgerPage.tsx')).HourLedgerPage,
  '/events/:id': async () => (await import('../modules/events/EventDetailPage.tsx')).EventDetailPage,
  '/coaching': async () => (await import('../modules/coaching/CoachingPage.tsx')).CoachingPage,
  '/coaching/session/:coachingId': async () =>
    (await import('../modules/coaching/CoachingSessionPage.tsx')).CoachingSessionPage,
  '/account/settings/coaching': async () =>
    (await import('../modules/coaching/CoachingPreferencesPage.tsx')).CoachingPreferencesPage,
  '/events/:id/edit': async () => (await import('../modules/events/EventEditPage.tsx')).EventEditPage,
  '/account/settings/integrations': async () =>
    (await import('../modules/calendar/IntegrationsPage.tsx')).IntegrationsPage,
  '/calendar': async () => (await import('../modules/calendar/CalendarPage.tsx')).CalendarPage,
  '/availability': async () =>
    (await import('../modules/events/AvailabilityOverridesPage.tsx')).AvailabilityOverridesPage,
  '/availability/weekly': async () =>
    (await import('../modules/events/AvailabilityWeeklyPage.tsx')).AvailabilityWeeklyPage,
  '/forms/management': async () => (await import('../modules/forms/FormsManagementPage.tsx')).FormsManagementPage,
  '/forms/management/new': async () => (await import('../modules/forms/NewFormPage.tsx')).NewFormPage,
  '/forms/management/:id/edit': async () => (await import('../modules/forms/FormBuilderPage.tsx')).FormBuilderPage,
  '/forms/management/form/:baseId/compare/:compareId': async () =>
    (await import('../modules/forms/FormComparePage.tsx')).FormComparePage,
  '/applications': async () => (await import('../modules/applications/ApplicationsPage.tsx')).ApplicationsPage,
  '/applications/overview': async () => (await import('../modules/applications/ApplicationsPage.tsx')).ApplicationsPage,
  '/applications/analytics': async () =>
    (await import('../modules/applications/ApplicationsAnalyticsPage.tsx')).ApplicationsAnalyticsPage,
  '/applications-manager': async () =>
    (await import('../modules/applications/ApplicantsManagerPage.tsx')).ApplicantsManagerPage,
  '/applications/funnels/management': async () =>
    (await import('../modules/applications/FunnelsManagementPage.tsx')).FunnelsManagementPage,
  '/applications/funnels/:id/builder': async () =>
    (await import('../modules/applications/FunnelBuilderPage.tsx')).FunnelBuilderPage,
  '/application/:id': async () => (await import('../modules/applications/ApplicationPage.tsx')).ApplicationPage,
  '/application/:id/form': async () => (await import('../modules/applications/ApplicationPage.tsx')).ApplicationPage,
  '/application/:id/activities': async () =>
    (await import('../modules/applications/ApplicationPage.tsx')).ApplicationPage,
  '/application/:id/meeting': async () =>
    (await import('../modules/applications/ApplicationMeetingPage.tsx')).ApplicationMeetingPage,
  '/application/:applicationId/forms/:round/fill': async () =>
    (await import('../modules/applications/ApplicationFillPage.tsx')).ApplicationFillPage,
  '/application/:id/evaluation/:round': async () =>
    (await import('../modules/applications/EvaluationPage.tsx')).EvaluationPage,
  '/startups/programs/evaluation-assignation': async () =>
    (await import('../modules/applications/EvaluationAssignationPage.tsx')).EvaluationAssignationPage,
};

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        // A second boundary keeps the tenant and sign-in state when a screen fails.
        ErrorBoundary: RouteErrorBoundary,
        children: buildTableRoutes(SCREENS, {
          signedInLayout: async () => (await import('./shell/SignedInLayout.tsx')).SignedInLayout,
          notFound: async () => (await import('../ui/LostInCosmos.tsx')).LostInCosmos,
        }),
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
