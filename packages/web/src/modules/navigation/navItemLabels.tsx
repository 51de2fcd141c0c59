// The name and icon of each top-navigation and bottom-bar item (literal keys, so the key check sees them).
import {
  IconBooks,
  IconBriefcase,
  IconCalendarEvent,
  IconCalendarTime,
  IconChartBar,
  IconChecklist,
  IconFileText,
  IconFolder,
  IconHelp,
  IconHome,
  IconRocket,
  IconSchool,
  IconUserCircle,
  IconUserSearch,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { NavItemId } from './topNavModel.ts';

export const NAV_ITEM_ICONS: Readonly<Record<NavItemId, Icon>> = {
  home: IconHome,
  applications: IconFileText,
  startups: IconRocket,
  community: IconUsersGroup,
  communityPeople: IconUserSearch,
  courses: IconSchool,
  events: IconCalendarEvent,
  resources: IconBooks,
  portfolio: IconBriefcase,
  applicationsOverview: IconChartBar,
  account: IconUserCircle,
  availabilities: IconCalendarTime,
  startupFile: IconFolder,
  tasks: IconChecklist,
  help: IconHelp,
};

export function navItemLabel(t: TFunction, id: NavItemId): string {
  switch (id) {
    case 'home':
      return t('topNav.items.home');
    case 'applications':
      return t('topNav.items.applications');
    case 'startups':
      return t('topNav.items.startups');
    case 'community':
      return t('topNav.items.community');
    case 'communityPeople':
      return t('topNav.items.communityPeople');
    case 'courses':
      return t('topNav.items.courses');
    case 'events':
      return t('topNav.items.events');
    case 'resources':
      return t('topNav.items.resources');
    case 'portfolio':
      return t('topNav.items.portfolio');
    case 'applicationsOverview':
      return t('topNav.items.applicationsOverview');
    case 'account':
      return t('topNav.items.account');
    case 'availabilities':
      return t('topNav.items.availabilities');
    case 'startupFile':
      return t('topNav.items.startupFile');
    case 'tasks':
      return t('topNav.items.tasks');
    case 'help':
      return t('topNav.items.help');
  }
}
