// The product's own help pages (spec 01 §1 "documentation search", §6 "filtered by user kind"). Titles and
// summaries are translated in every catalogue; the bodies are written in English only and shown with
// lang="en" (docs/decisions.md: nine full translations of every page would drift from the product faster than
// they could be kept up; the translated title and summary say what a page is about in the reader's language).
import type { TFunction } from 'i18next';
import type { HelpUserKind } from './userKind.ts';

export interface HelpSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly steps?: readonly string[];
}

export interface HelpPage {
  readonly slug: string;
  /** Who the page is for; absent: everyone. */
  readonly audience?: readonly HelpUserKind[];
  readonly title: (t: TFunction) => string;
  readonly summary: (t: TFunction) => string;
  /** English words people may search with, beyond the title and body. */
  readonly keywords: readonly string[];
  /** The screen the page is about, when there is one. */
  readonly path?: string;
  readonly sections: readonly HelpSection[];
}

const STAFF: readonly HelpUserKind[] = ['incubator'];
const PORTFOLIO: readonly HelpUserKind[] = ['incubator', 'mentor', 'evaluator'];
const TASKS: readonly HelpUserKind[] = ['incubator', 'mentor', 'evaluator', 'founder', 'communityMember'];

export const HELP_PAGES: readonly HelpPage[] = [
  {
    slug: 'signing-in',
    title: (t) => t('help.pages.signingIn.title'),
    summary: (t) => t('help.pages.signingIn.summary'),
    keywords: [
      'login',
      'log in',
      'password',
      'forgot',
      'reset',
      'session',
      'single sign-on',
      'sso',
      'sign out',
      'logout',
    ],
    path: '/account/settings/security',
    sections: [
      {
        heading: 'Signing in',
        paragraphs: [
          'Open your organisation’s address and sign in with your email address and password. When your organisation uses single sign-on, the sign-in page sends you to its identity provider instead.',
          'If you followed a link while signed out, you land on that page once you are signed in.',
        ],
      },
      {
        heading: 'Forgotten password',
        steps: [
          'On the sign-in page choose “Forgot password”.',
          'Enter your email address; a reset link arrives by email.',
          'Open the link and choose a new password of at least 10 characters. The link works once.',
        ],
      },
      {
        heading: 'Where you are signed in',
        paragraphs: [
          'Account settings → Sign-in and security lists every browser and device signed in to your account. Sign out of any you do not recognise, or of all the others at once.',
          'A session ends after 14 days without activity, and 30 days after sign-in in any case. Changing your password signs you out everywhere else. When you reach the maximum number of sessions, you can continue (the least recently used one is signed out) or cancel.',
        ],
      },
    ],
  },
  {
    slug: 'tasks',
    audience: TASKS,
    title: (t) => t('help.pages.tasks.title'),
    summary: (t) => t('help.pages.tasks.summary'),
    keywords: ['to do', 'todo', 'due date', 'assignee', 'deadline', 'reminder', 'checklist', 'done'],
    path: '/tasks',
    sections: [
      {
        heading: 'Your tasks',
        paragraphs: [
          'The tasks button in the header shows how many tasks are due by the end of tomorrow; the Tasks page lists all of yours, soonest due first, 15 to a page.',
          'Tick a task when you have done it. A task assigned to several people is done when every assignee has ticked it. Only an assignee can tick a task.',
        ],
      },
      {
        heading: 'Creating a task',
        steps: [
          'Choose Create → Task in the header.',
          'Give it a name and a due day (today or later; the day is your organisation’s).',
          'Pick at least one assignee: a person, or the founders of a startup.',
          'Save. The assignees are notified and see it in their list.',
        ],
      },
      {
        heading: 'Automated tasks',
        paragraphs: [
          'Some tasks are created by the product itself, for example to fill in a form. They cannot be ticked by hand: they complete when the work is done.',
          'Staff can follow everyone’s tasks under Tasks by person and Tasks by startup.',
        ],
      },
    ],
  },
  {
    slug: 'notifications',
    title: (t) => t('help.pages.notifications.title'),
    summary: (t) => t('help.pages.notifications.summary'),
    keywords: ['bell', 'alert', 'email', 'unread', 'message', 'mark as read'],
    path: '/account/settings',
    sections: [
      {
        heading: 'The bell',
        paragraphs: [
          'The bell in the header counts the notifications you have not seen yet. Open it to read them, newest first; opening one marks it as read and takes you to what it is about. “Mark all as read” clears the list’s unread marks.',
          'New notifications also appear briefly in the corner of the screen while you work.',
        ],
      },
      {
        heading: 'Notifications by email',
        paragraphs: [
          'In Account settings choose which groups of notifications you also receive by email: appointments, messages, startup file updates and programme changes. Every notification appears under the bell whatever you choose.',
          'Notifications and emails are written in the language of your account.',
        ],
      },
    ],
  },
  {
    slug: 'startups-portfolio',
    audience: PORTFOLIO,
    title: (t) => t('help.pages.portfolio.title'),
    summary: (t) => t('help.pages.portfolio.summary'),
    keywords: ['startups', 'companies', 'programme', 'program', 'filter', 'cards', 'table', 'founders'],
    path: '/startups',
    sections: [
      {
        heading: 'The portfolio',
        paragraphs: [
          'The Startups page lists the startups of your programmes that you are allowed to see: all of them for staff, the ones assigned to you for coaches and mentors with an assigned scope.',
          'Switch between cards and a table, search by name and filter by programme. More startups load as you ask for them.',
        ],
      },
    ],
  },
  {
    slug: 'profile-and-account',
    title: (t) => t('help.pages.profile.title'),
    summary: (t) => t('help.pages.profile.summary'),
    keywords: [
      'avatar',
      'photo',
      'picture',
      'cover',
      'bio',
      'language',
      'time zone',
      'timezone',
      'delete account',
      'settings',
    ],
    path: '/profile',
    sections: [
      {
        heading: 'Your profile',
        paragraphs: [
          'Edit my profile (from the account menu) holds your name, headline, bio, country, time zone, links, expertise and industries, and your photo and cover image. People who may see you find this on your profile page and on the card shown when they point at your name.',
          'Your local time is shown on your profile from the time zone you choose.',
        ],
      },
      {
        heading: 'Account settings',
        paragraphs: [
          'Account settings hold the language of the interface and of your emails, the time zone your dates are shown in, and which notifications also come by email.',
          'When your organisation allows it, Delete my account removes your name and email address and signs you out everywhere. This cannot be undone.',
        ],
      },
    ],
  },
  {
    slug: 'roles-and-permissions',
    audience: STAFF,
    title: (t) => t('help.pages.roles.title'),
    summary: (t) => t('help.pages.roles.summary'),
    keywords: ['role', 'permission', 'access', 'admin', 'staff', 'coach', 'mentor', 'users', 'invite', 'custom role'],
    path: '/admin/configuration/roles',
    sections: [
      {
        heading: 'Roles',
        paragraphs: [
          'Every person has one role. Each role has a type (Admin, Staff, Coach, Mentor, Evaluator, Co/Founder, Applicant, Community member and others) that decides which parts of the product they reach, and a set of permissions.',
          'Organisation settings → Roles lists the default roles and lets administrators create custom roles from a type, rename them and delete the ones nobody holds.',
        ],
      },
      {
        heading: 'Permissions',
        paragraphs: [
          'Organisation settings → Permissions shows what each role may do. Many permissions have a scope: all items, only the ones assigned to the person, or none.',
          'Organisation settings → Users lists everyone in the organisation: change a person’s role or status there, and invite new people from Create → Invite people.',
        ],
      },
    ],
  },
  {
    slug: 'branding',
    audience: STAFF,
    title: (t) => t('help.pages.branding.title'),
    summary: (t) => t('help.pages.branding.summary'),
    keywords: [
      'logo',
      'colour',
      'color',
      'palette',
      'theme',
      'sign-in page',
      'white logo',
      'square logo',
      'startup label',
    ],
    path: '/admin/configuration/branding',
    sections: [
      {
        heading: 'Logos and colours',
        paragraphs: [
          'Organisation settings → Branding holds the main logo, the white logo (used on dark backgrounds when the logo type is Reverse) and the square logo, each a PNG, JPEG, GIF, WebP or SVG image up to 5 MB.',
          'The sidebar colours also give the product its main colour. The preview shows the sidebar and the sign-in page as people will see them.',
        ],
      },
      {
        heading: 'General settings',
        paragraphs: [
          'Organisation settings → General holds the organisation’s name, time zone, default language and currency, whether people may delete their own account, and the name your organisation gives startups when it calls them something else (for example “Venture”).',
        ],
      },
    ],
  },
  {
    slug: 'search',
    title: (t) => t('help.pages.search.title'),
    summary: (t) => t('help.pages.search.summary'),
    keywords: ['find', 'shortcut', 'keyboard', 'ctrl k', 'people', 'pages', 'help'],
    sections: [
      {
        heading: 'Searching the product',
        paragraphs: [
          'Press / or Ctrl+K (⌘K on a Mac), or choose Search in the header. Type at least two characters: people, startups, tasks and pages you may see appear, grouped. Use the arrow keys and Enter to open one; Escape closes the search.',
        ],
      },
      {
        heading: 'Searching the help',
        paragraphs: [
          'The help button in the header searches these help pages, showing the ones meant for your role. The Help page lists them all.',
        ],
      },
    ],
  },
];

export function findHelpPage(slug: string): HelpPage | undefined {
  return HELP_PAGES.find((p) => p.slug === slug);
}
