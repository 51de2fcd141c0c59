// Comments (docs/applications.md, "Comments") in the living demo: a dozen of the spring intake's submitted
// applications carry a conversation over the months — a staff question, the applicant's answer, sometimes a
// follow-up — and some internal notes among staff that the applicants never see.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { applicationComments } from '../../modules/applications/application-comments.schema.ts';
import { applicationMembers, applications, funnels } from '../../modules/applications/applications.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const QUESTIONS = [
  'Could you tell us more about your first paying customers?',
  'What would you do with the first three months of the programme?',
  'How much of the product is built today, and by whom?',
  'Which of your assumptions worries you most?',
  'Is the whole founding team full-time on the project?',
];
const ANSWERS = [
  'Two pilots are paying since March; a third signs next month.',
  'Mostly sales: we want a repeatable way to reach our first fifty customers.',
  'The core is built by our CTO; we contract the mobile app.',
  'That buyers will switch from their current supplier within a year.',
  'Two of us are full-time; our third cofounder joins in the autumn.',
];
const FOLLOW_UPS = ['Thanks, that helps.', 'Clear. Could you share the pilot contract terms at the interview?'];
const NOTES = [
  'Strong answers; worth a meeting.',
  'Check the revenue claims against the deck before the committee.',
  'Similar to a startup we rejected last year; compare the traction.',
];

export async function seedApplicationComments(ctx: LivingContext, _notes: DemoNotification[]): Promise<void> {
  const { tdb, rng, now } = ctx;
  const [funnel] = await tdb
    .select({ id: funnels.id })
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.slug, 'spring-intake')));
  if (!funnel) return;
  const apps = (
    await tdb
      .select()
      .from(applications)
      .where(tdb.where(applications, and(eq(applications.funnelId, funnel.id), gt(applications.roundsSubmitted, 0))))
      .orderBy(asc(applications.submittedAt), asc(applications.id))
  ).slice(0, 12);
  if (apps.length === 0) return;
  const members = await tdb
    .select()
    .from(applicationMembers)
    .where(
      tdb.where(
        applicationMembers,
        inArray(
          applicationMembers.applicationId,
          apps.map((a) => a.id),
        ),
      ),
    );
  // The programme director asks, the programme manager too where the organisation has one.
  const admin = ctx.person('Admin');
  const staff = [admin, ctx.person('Staff') ?? admin];
  const rows: Omit<typeof applicationComments.$inferInsert, 'incubatorId'>[] = [];
  apps.forEach((app, i) => {
    const applicant = members.find((m) => m.applicationId === app.id);
    const start = app.submittedAt ?? app.createdAt;
    const end = Math.min(app.decidedAt?.getTime() ?? now.getTime(), now.getTime()) - HOUR;
    // Spread each thread over the time the application was under review.
    let at = start.getTime() + rng.int(1, 3) * DAY;
    const step = () => {
      at = Math.min(at + rng.int(4, 40) * HOUR, end);
      return new Date(at);
    };
    const asker = staff[i % staff.length]!;
    rows.push({ applicationId: app.id, authorId: asker.id, body: QUESTIONS[i % QUESTIONS.length]!, createdAt: step() });
    if (applicant) {
      rows.push({
        applicationId: app.id,
        authorId: applicant.userId,
        body: ANSWERS[i % ANSWERS.length]!,
        createdAt: step(),
      });
      if (rng.chance(0.4))
        rows.push({ applicationId: app.id, authorId: asker.id, body: rng.pick(FOLLOW_UPS), createdAt: step() });
    }
    if (i % 3 === 0)
      rows.push({
        applicationId: app.id,
        authorId: staff[(i + 1) % staff.length]!.id,
        body: rng.pick(NOTES),
        internal: true,
        createdAt: step(),
      });
  });
  await tdb.insert(applicationComments, rows);
}
