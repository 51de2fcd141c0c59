// The demo programmes: two organisations with their own branding, people of every role, startups and programmes.
import type { Branding } from '../core/db/incubators.schema.ts';

export const DEMO_PASSWORD = 'ascent-demo-2026';

export interface DemoPerson {
  role: string;
  firstName: string;
  lastName: string;
  headline: string;
}

export interface DemoStartup {
  name: string;
  description: string;
  website: string;
  programs: string[];
  founders: { firstName: string; lastName: string }[];
  /** Company fields, tags and industries (by name) of the startup file. */
  profile?: {
    foundedYear: number;
    country: string;
    city: string;
    stage: string;
    employeeCount: number;
    linkedin?: string;
  };
  tags?: string[];
  industries?: string[];
}

export interface DemoTenant {
  slug: string;
  name: string;
  description: string;
  emailDomain: string;
  /** Whether the organisation's sender address (hello@ its domain) is confirmed. */
  senderConfirmed: boolean;
  timezone: string;
  currency: string;
  defaultLanguage: string;
  planName: string;
  employeeCountLimit: number;
  branding: Branding;
  people: DemoPerson[];
  programs: {
    slug: string;
    name: string;
    description: string;
    startsOn?: string;
    endsOn?: string;
    timezone?: string;
  }[];
  startups: DemoStartup[];
  /** Coaches and mentors assigned to startups (by name) and to programmes (by slug). */
  assignments: { person: string; startups?: string[]; programs?: string[] }[];
  /** The organisation's tags (category from TAG_CATEGORIES) and industries. */
  tags?: { name: string; category: string; color: string }[];
  industries?: string[];
}

// The wide logo's mark is the square logo's, so the brand reads the same on a desktop and on a phone.
const logo = (text: string, mark: string, bg: string, fg: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" rx="14" fill="${bg}"/><text x="32" y="42" font-family="Helvetica,Arial,sans-serif" font-size="28" font-weight="700" fill="${fg}" text-anchor="middle">${mark}</text><text x="78" y="41" font-family="Helvetica,Arial,sans-serif" font-size="22" font-weight="600" fill="${bg}">${text}</text></svg>`,
  );

const square = (text: string, bg: string, fg: string) =>
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${bg}"/><text x="32" y="42" font-family="Helvetica,Arial,sans-serif" font-size="28" font-weight="700" fill="${fg}" text-anchor="middle">${text}</text></svg>`,
  );

export const DEMO_TENANTS: DemoTenant[] = [
  {
    slug: 'demo',
    name: 'Lakeside Ventures Accelerator',
    description: 'A twelve-week accelerator for early-stage software and climate startups around the Great Lakes.',
    emailDomain: 'lakeside.example',
    senderConfirmed: true,
    timezone: 'America/Chicago',
    currency: 'USD',
    defaultLanguage: 'en',
    planName: 'Growth',
    employeeCountLimit: 50,
    branding: {
      logo: logo('Lakeside', 'LV', '#1d4ed8', '#ffffff'),
      whiteLogo: logo('Lakeside', 'LV', '#ffffff', '#1d4ed8'),
      logoSquare: square('LV', '#1d4ed8', '#ffffff'),
      palette: {
        sidebar: {
          backgroundColor: '#0f172a',
          textColor: '#e2e8f0',
          activeItemBackgroundColor: '#1d4ed8',
          activeItemTextColor: '#ffffff',
          activeSubItemTextColor: '#93c5fd',
          logoType: 'REVERSE',
        },
        login: { logoType: 'NORMAL' },
      },
      seo: {
        active: true,
        seoTitle: 'Lakeside Ventures Accelerator',
        seoDescription: 'Apply, learn and grow with the Lakeside Ventures cohort.',
      },
      customLoginText: {
        active: true,
        text: 'New to Lakeside? Read the programme guide',
        url: 'https://lakeside.example/guide',
        buttonBackgroundColor: '#1d4ed8',
        buttonTextColor: '#ffffff',
      },
      termsUrl: 'https://lakeside.example/terms',
      loginProviders: [{ provider: 'local', enabled: true }],
      alternativeStartupLabel: { active: false, label: [] },
    },
    people: [
      { role: 'Admin', firstName: 'Maya', lastName: 'Chen', headline: 'Programme Director' },
      { role: 'AdminCoach', firstName: 'Daniel', lastName: 'Okafor', headline: 'Managing Partner and Coach' },
      { role: 'Staff', firstName: 'Priya', lastName: 'Raman', headline: 'Programme Manager' },
      { role: 'SubAdmin', firstName: 'Lucas', lastName: 'Moreau', headline: 'Operations Lead' },
      { role: 'Coach', firstName: 'Hannah', lastName: 'Schultz', headline: 'Go-to-market Coach' },
      { role: 'Mentor', firstName: 'Samuel', lastName: 'Adeyemi', headline: 'Former CTO, fintech' },
      { role: 'Expert', firstName: 'Elena', lastName: 'García', headline: 'IP and Legal Expert' },
      { role: 'Evaluator', firstName: 'Tomás', lastName: 'Novak', headline: 'Investment Committee Member' },
      { role: 'Cofounder', firstName: 'Aisha', lastName: 'Bello', headline: 'CEO, Tidepool Analytics' },
      { role: 'Applicant', firstName: 'Noah', lastName: 'Williams', headline: 'Founder, applying with Fernway' },
      { role: 'CommunityMember', firstName: 'Grace', lastName: 'Kim', headline: 'Alumna, Spring 2025' },
    ],
    programs: [
      {
        slug: 'spring-2026',
        name: 'Spring 2026 Cohort',
        description: 'Twelve weeks from problem to first revenue.',
        startsOn: '2026-03-02',
        endsOn: '2026-05-22',
      },
      {
        slug: 'climate-track',
        name: 'Climate Tech Track',
        description: 'Hardware and software for decarbonisation.',
        startsOn: '2026-01-12',
        endsOn: '2026-12-11',
        timezone: 'America/Chicago',
      },
    ],
    startups: [
      {
        name: 'Tidepool Analytics',
        description: 'Water-quality sensing for municipal utilities.',
        website: 'https://tidepool.example',
        programs: ['spring-2026', 'climate-track'],
        founders: [
          { firstName: 'Aisha', lastName: 'Bello' },
          { firstName: 'Marco', lastName: 'Rossi' },
        ],
        profile: {
          foundedYear: 2023,
          country: 'US',
          city: 'Cleveland',
          stage: 'seed',
          employeeCount: 9,
          linkedin: 'https://www.linkedin.com/company/tidepool-example',
        },
        tags: ['Hardware', 'B2G'],
        industries: ['Water', 'Climate'],
      },
      {
        name: 'Greenleaf Robotics',
        description: 'Autonomous weeding robots for organic farms.',
        website: 'https://greenleaf.example',
        programs: ['climate-track'],
        founders: [
          { firstName: 'Ingrid', lastName: 'Larsen' },
          { firstName: 'Kofi', lastName: 'Mensah' },
        ],
        profile: { foundedYear: 2022, country: 'US', city: 'Detroit', stage: 'mvp', employeeCount: 6 },
        tags: ['Hardware', 'Fundraising'],
        industries: ['Agriculture', 'Climate'],
      },
      {
        name: 'Kinfolk Health',
        description: 'Care coordination for families of elderly patients.',
        website: 'https://kinfolk.example',
        programs: ['spring-2026'],
        founders: [{ firstName: 'Sofia', lastName: 'Petrova' }],
        profile: { foundedYear: 2024, country: 'CA', city: 'Toronto', stage: 'pre_seed', employeeCount: 3 },
        tags: ['SaaS'],
        industries: ['Health'],
      },
      {
        name: 'Brightpath Learning',
        description: 'Adaptive maths tutoring for middle schools.',
        website: 'https://brightpath.example',
        programs: ['spring-2026'],
        founders: [
          { firstName: 'Jamal', lastName: 'Harris' },
          { firstName: 'Mei', lastName: 'Tanaka' },
        ],
        profile: { foundedYear: 2021, country: 'US', city: 'Chicago', stage: 'series_a', employeeCount: 24 },
        tags: ['SaaS', 'Fundraising'],
        industries: ['Education'],
      },
    ],
    assignments: [
      { person: 'Hannah Schultz', startups: ['Tidepool Analytics', 'Greenleaf Robotics'] },
      { person: 'Samuel Adeyemi', programs: ['climate-track'] },
      { person: 'Elena García', startups: ['Kinfolk Health'] },
    ],
    tags: [
      { name: 'Hardware', category: 'development', color: '#2f9e44' },
      { name: 'SaaS', category: 'sales', color: '#1c7ed6' },
      { name: 'B2G', category: 'strategy', color: '#f08c00' },
      { name: 'Fundraising', category: 'finance', color: '#ae3ec9' },
    ],
    industries: ['Agriculture', 'Climate', 'Education', 'Health', 'Water'],
  },
  {
    slug: 'northstar',
    name: 'Northstar Incubator',
    description: 'A deep-tech incubator hosted by a university research park.',
    emailDomain: 'northstar.example',
    senderConfirmed: false,
    timezone: 'Europe/Paris',
    currency: 'EUR',
    defaultLanguage: 'en',
    planName: 'Enterprise',
    employeeCountLimit: 200,
    branding: {
      logo: logo('Northstar', 'NS', '#047857', '#ffffff'),
      whiteLogo: logo('Northstar', 'NS', '#ffffff', '#047857'),
      logoSquare: square('NS', '#047857', '#ffffff'),
      palette: {
        sidebar: {
          backgroundColor: '#022c22',
          textColor: '#d1fae5',
          activeItemBackgroundColor: '#047857',
          activeItemTextColor: '#ffffff',
          activeSubItemTextColor: '#6ee7b7',
          logoType: 'REVERSE',
        },
        login: { logoType: 'NORMAL' },
      },
      seo: { active: true, seoTitle: 'Northstar Incubator', seoDescription: 'Deep-tech ventures from lab to market.' },
      customLoginText: { active: false },
      termsUrl: 'https://northstar.example/terms',
      loginProviders: [{ provider: 'local', enabled: true }],
      alternativeStartupLabel: {
        active: true,
        label: [
          { language: 'en', value: 'Venture' },
          { language: 'fr', value: 'Projet' },
        ],
        pluralLabel: [
          { language: 'en', value: 'Ventures' },
          { language: 'fr', value: 'Projets' },
        ],
      },
    },
    people: [
      { role: 'Admin', firstName: 'Claire', lastName: 'Dubois', headline: 'Incubator Director' },
      { role: 'AdminCoach', firstName: 'Henrik', lastName: 'Nilsson', headline: 'Head of Venture Building' },
      { role: 'Staff', firstName: 'Amira', lastName: 'Haddad', headline: 'Programme Officer' },
      { role: 'SubAdmin', firstName: 'Felix', lastName: 'Wagner', headline: 'Research Liaison' },
      { role: 'Coach', firstName: 'Yuki', lastName: 'Sato', headline: 'Fundraising Coach' },
      { role: 'Mentor', firstName: 'Olivia', lastName: 'Brown', headline: 'Serial founder, medtech' },
      { role: 'Expert', firstName: 'Rahul', lastName: 'Mehta', headline: 'Regulatory Affairs Expert' },
      { role: 'Evaluator', firstName: 'Beatriz', lastName: 'Santos', headline: 'Seed Fund Partner' },
      { role: 'Cofounder', firstName: 'Jonas', lastName: 'Becker', headline: 'CTO, Aurora Biotech' },
      { role: 'Applicant', firstName: 'Leila', lastName: 'Karimi', headline: 'Researcher, applying with Lumen Optics' },
      { role: 'CommunityMember', firstName: 'Pierre', lastName: 'Laurent', headline: 'Alumnus, Fellowship 2024' },
    ],
    programs: [
      {
        slug: 'fellowship-2026',
        name: 'Northstar Fellowship 2026',
        description: 'Eighteen months from lab result to first customer.',
        startsOn: '2026-01-05',
        endsOn: '2027-06-30',
      },
    ],
    startups: [
      {
        name: 'Aurora Biotech',
        description: 'Enzyme-based plastic recycling.',
        website: 'https://aurora.example',
        programs: ['fellowship-2026'],
        founders: [
          { firstName: 'Jonas', lastName: 'Becker' },
          { firstName: 'Nadia', lastName: 'Rahman' },
        ],
        profile: { foundedYear: 2024, country: 'FR', city: 'Grenoble', stage: 'prototype', employeeCount: 5 },
        tags: ['Deep tech'],
        industries: ['Biotech'],
      },
      {
        name: 'Polaris Freight',
        description: 'Route optimisation for rail freight.',
        website: 'https://polaris.example',
        programs: ['fellowship-2026'],
        founders: [{ firstName: 'Matteo', lastName: 'Bianchi' }],
      },
    ],
    assignments: [
      { person: 'Yuki Sato', startups: ['Aurora Biotech'] },
      { person: 'Olivia Brown', programs: ['fellowship-2026'] },
    ],
    tags: [{ name: 'Deep tech', category: 'development', color: '#0ca678' }],
    industries: ['Biotech', 'Logistics'],
  },
];

export const demoEmail = (t: DemoTenant, p: { firstName: string; lastName: string }) =>
  `${p.firstName}.${p.lastName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase() + `@${t.emailDomain}`;
