// The sections of /admin/configuration, in tab order, and their paths in the route table.
export const ADMIN_TABS = ['general', 'branding', 'roles', 'permissions', 'mentormatching', 'plan', 'users'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export const adminPath = (tab: AdminTab) => `/admin/configuration/${tab}`;
