// English titles of the route table's screens, for matching pages on the server (the web shows the title in the
// user's language from the same message key). A screen whose key is missing here is matched by its path only.
export const PAGE_TITLES_EN: Readonly<Record<string, string>> = {
  'routes.home': 'Home',
  'routes.security': 'Sign-in and security',
  'routes.accountSettings': 'Account settings',
  'routes.startups': 'Startups',
  'routes.tasks': 'Tasks',
  'routes.outbox': 'Outbox',
  'routes.settingsGeneral': 'General settings',
  'routes.settingsRoles': 'Roles',
  'routes.settingsPermissions': 'Permissions',
  'routes.settingsPlan': 'Plan',
  'routes.settingsUsers': 'Users',
  'routes.tasksUsers': 'Tasks by person',
  'routes.tasksStartups': 'Tasks by startup',
  'routes.accountConfirmation': 'Confirm your account',
  'routes.profile': 'Profile',
  'routes.profileEdit': 'Edit my profile',
  'routes.deleteAccount': 'Delete my account',
  'routes.settingsBranding': 'Branding',
};
