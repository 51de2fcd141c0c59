// The demo taxonomy beyond startup tags and industries (demo-data.ts): every other tag kind's list, the skills of
// the mentors, coaches and experts, and user tags on people. Topic names are the living demo's event topics
// (living/events.ts), so the topics list counts real events.
import type { TagKind } from '@ascent/shared';
import type { TenantDb } from '../core/db/tenant-db.ts';
import { tags, userTags } from '../modules/taxonomy/taxonomy.schema.ts';
import { demoEmail, type DemoTenant } from './demo-data.ts';

const COLOR = '#228be6';
const TOPICS = [
  'Office hours',
  'Pitching',
  'Fundraising',
  'Finance',
  'Sales',
  'Product',
  'Team',
  'Demo day',
  'Community',
  'Programme',
];

interface DemoTaxonomy {
  lists: Partial<Record<Exclude<TagKind, 'startup'>, string[]>>;
  /** By person ("First Last"): skills (mentortag) and user tags. */
  people: { person: string; skills?: string[]; tags?: string[] }[];
}

const TAXONOMY: Record<string, DemoTaxonomy> = {
  demo: {
    lists: {
      mentortag: [
        'Go-to-market',
        'Fundraising',
        'Fintech',
        'Engineering leadership',
        'Intellectual property',
        'Pricing',
      ],
      user: ['Alumni', 'Investor network', 'Climate track', 'Speaker'],
      community: ['Founders circle', 'Climate', 'Women in tech'],
      application: ['Strong team', 'Needs follow-up', 'Referral'],
      event: ['Online', 'In person', 'Recorded'],
      topic: TOPICS,
    },
    people: [
      { person: 'Hannah Schultz', skills: ['Go-to-market', 'Pricing'], tags: ['Speaker'] },
      {
        person: 'Samuel Adeyemi',
        skills: ['Fintech', 'Engineering leadership', 'Fundraising'],
        tags: ['Climate track'],
      },
      { person: 'Elena García', skills: ['Intellectual property'] },
      { person: 'Daniel Okafor', skills: ['Fundraising'], tags: ['Investor network'] },
      { person: 'Grace Kim', tags: ['Alumni'] },
    ],
  },
  northstar: {
    lists: {
      mentortag: ['Fundraising', 'Medtech', 'Regulatory affairs', 'Clinical trials', 'Lab operations'],
      user: ['Fellow 2024', 'Researcher', 'Industry partner'],
      community: ['Biotech founders', 'Research alumni'],
      application: ['Lab-ready', 'Needs IP review'],
      event: ['Online', 'On campus'],
      topic: TOPICS,
    },
    people: [
      { person: 'Yuki Sato', skills: ['Fundraising'] },
      { person: 'Olivia Brown', skills: ['Medtech', 'Clinical trials'], tags: ['Industry partner'] },
      { person: 'Rahul Mehta', skills: ['Regulatory affairs'] },
      { person: 'Pierre Laurent', tags: ['Fellow 2024'] },
    ],
  },
};

/** Seeds the tenant's tag lists of every kind but startup, and people's skills and tags. */
export async function seedTaxonomy(
  tdb: TenantDb,
  t: DemoTenant,
  people: readonly { id: string; email: string }[],
): Promise<void> {
  const demo = TAXONOMY[t.slug];
  if (!demo) return;
  const rows = [];
  for (const [kind, names] of Object.entries(demo.lists))
    rows.push(...names.map((name, position) => ({ kind, name, color: COLOR, position })));
  const created = await tdb.insert(tags, rows).returning({ id: tags.id, kind: tags.kind, name: tags.name });
  const tagId = (kind: string, name: string) => created.find((c) => c.kind === kind && c.name === name)!.id;
  const links = [];
  for (const p of demo.people) {
    const person = t.people.find((x) => `${x.firstName} ${x.lastName}` === p.person)!;
    const userId = people.find((u) => u.email === demoEmail(t, person))!.id;
    for (const name of p.skills ?? []) links.push({ userId, tagId: tagId('mentortag', name) });
    for (const name of p.tags ?? []) links.push({ userId, tagId: tagId('user', name) });
  }
  if (links.length) await tdb.insert(userTags, links);
}
