// THE list of the startup file's tabs (/startup/:id/file/:tab, spec 02 §2). Each tab is one entry: its key (the
// path segment), the message key of its label, the component it shows (loaded on demand) and, optionally, who sees
// it. The first visible entry is the default tab. Engineers adding a tab add ONE entry here:
//   - `activities` (the timeline, the default tab) goes FIRST;
//   - `analytics` (metrics) goes where it reads best.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { isStaffLikeRole, type StartupFileTab } from '@ascent/shared';
import type { ParseKeys } from 'i18next';
import type { StartupFileFieldsFragment } from '../../../generated/graphql.ts';
import type { CurrentUser } from '../../users/CurrentUserProvider.tsx';

export type StartupFileData = StartupFileFieldsFragment;

/** What every tab receives. */
export interface StartupFileTabProps {
  readonly startup: StartupFileData;
}

/** What `visible` may look at. */
export interface StartupFileTabContext {
  readonly startup: StartupFileData;
  readonly user: CurrentUser;
}

export interface StartupFileTabDefinition {
  readonly key: StartupFileTab;
  /** i18n key of the tab's label. */
  readonly labelKey: ParseKeys;
  readonly element: ComponentType<StartupFileTabProps> | LazyExoticComponent<ComponentType<StartupFileTabProps>>;
  /** Absent: everyone who may open the file sees it. */
  readonly visible?: (ctx: StartupFileTabContext) => boolean;
}

export const STARTUP_FILE_TAB_LIST: readonly StartupFileTabDefinition[] = [
  {
    key: 'activities',
    labelKey: 'timeline.tab',
    element: lazy(async () => ({ default: (await import('../../timeline/ActivitiesTab.tsx')).ActivitiesTab })),
  },
  {
    key: 'tasks',
    labelKey: 'startups.file.tabs.tasks',
    element: lazy(async () => ({ default: (await import('./TasksTab.tsx')).TasksTab })),
  },
  {
    key: 'analytics',
    labelKey: 'metrics.analytics.tab',
    element: lazy(async () => ({ default: (await import('../../metrics/form/StartupAnalytics.tsx')).AnalyticsTab })),
  },
  {
    key: 'company',
    labelKey: 'startups.file.tabs.company',
    element: lazy(async () => ({ default: (await import('./CompanyTab.tsx')).CompanyTab })),
  },
  {
    // What the startup answered when it applied: its founders and the programme team (the server decides per
    // application; others would see an empty tab, so it is not offered to them).
    key: 'applications',
    labelKey: 'applications.startupTab.tab',
    element: lazy(async () => ({
      default: (await import('../../applications/StartupApplicationsTab.tsx')).StartupApplicationsTab,
    })),
    visible: ({ startup, user }) => isStaffLikeRole(user.role.type) || user.startups.some((s) => s._id === startup._id),
  },
];

/** The tabs this user sees on this file, in the list's order. */
export function visibleStartupFileTabs(
  ctx: StartupFileTabContext,
  list: readonly StartupFileTabDefinition[] = STARTUP_FILE_TAB_LIST,
): StartupFileTabDefinition[] {
  return list.filter((tab) => tab.visible?.(ctx) ?? true);
}
