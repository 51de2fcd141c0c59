// Evaluations after a session (issue 20 item 3) in the living demo: a published "Session evaluation" form attached to
// every meeting type, and for most held sessions the founders' evaluation (a 1–5 usefulness score, often a written
// line) and for some the coach's — so a coach's feedback tab has months of scores and quotes. Every session that has
// ended is marked as asked (evaluations_due_at), so the job raises tasks only for sessions that end from now on.
import { randomUUID } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import { COACHING_MEETING_TYPES, scaledScore, type FormQuestion } from '@ascent/shared';
import {
  coachingEvaluationAnswers,
  coachingEvaluationForms,
  coachingEvaluations,
} from '../../modules/coaching/coaching-evaluations.schema.ts';
import { coachingSessionPeople, coachingSessions } from '../../modules/coaching/coaching.schema.ts';
import { insertForm } from '../demo-forms.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, type Row } from './metrics.ts';

const HOUR = 3_600_000;
const en = (value: string) => [{ language: 'en', value }];

const COMMENTS = [
  'Very concrete advice on pricing; we are testing the premium tier next week.',
  'Helpful challenge on our go-to-market, though we ran out of time for hiring.',
  'Great session: the investor list is finally focused.',
  'Good discussion, but we would like more preparation on the coach’s side next time.',
  'The feedback on our deck changed how we open the pitch.',
];
const COACH_NOTES = [
  'Founders came prepared with numbers; follow-up on churn in two weeks.',
  'Team is stretched thin; suggested postponing the mobile app.',
];

export async function seedCoachingEvaluations(ctx: LivingContext): Promise<void> {
  const { rng, now, tdb } = ctx;
  const [scale, written] = [randomUUID(), randomUUID()];
  const questions: FormQuestion[] = [
    {
      id: scale,
      questionType: 'number_scale',
      label: en('How useful was this session?'),
      validations: { required: true, min: 1, max: 5 },
    },
    { id: written, questionType: 'text_long', label: en('What went well, and what should change?') },
  ];
  const form = await insertForm(tdb, {
    title: 'Session evaluation',
    purpose: 'evaluation',
    createdById: ctx.person('Admin').id,
    questions,
    published: true,
  });
  await tdb.insert(
    coachingEvaluationForms,
    COACHING_MEETING_TYPES.map((meetingType) => ({ meetingType, formId: form.formId })),
  );
  const held = await tdb
    .select()
    .from(coachingSessions)
    .where(
      tdb.where(
        coachingSessions,
        and(eq(coachingSessions.status, 'meeting_scheduled'), lte(coachingSessions.endTime, now)),
      ),
    );
  const people = await tdb.select().from(coachingSessionPeople).where(tdb.where(coachingSessionPeople));
  const evaluations: Row<typeof coachingEvaluations>[] = [];
  const answers: Row<typeof coachingEvaluationAnswers>[] = [];
  const submit = (sessionId: string, userId: string, side: string, score: number, text: string | null, at: Date) => {
    evaluations.push({ sessionId, userId, side, formId: form.formId, versionId: form.versionId, submittedAt: at });
    const base = { sessionId, createdById: userId, formId: form.formId };
    answers.push({
      ...base,
      questionId: scale,
      questionType: 'number_scale',
      numberValue: score,
      score: scaledScore(score, 1, 5),
    });
    if (text) answers.push({ ...base, questionId: written, questionType: 'text_long', textValue: text });
  };
  let said = 0;
  for (const s of held) {
    const of = people.filter((p) => p.sessionId === s.id);
    const attendee = of.find((p) => p.role === 'ATTENDEE');
    const coach = of.find((p) => p.role === 'COACH');
    const at = new Date(s.endTime.getTime() + rng.int(2, 40) * HOUR);
    if (at > now) continue;
    if (attendee && rng.chance(0.75))
      submit(
        s.id,
        attendee.userId,
        'ATTENDEE',
        rng.int(3, 5),
        rng.chance(0.5) ? COMMENTS[said++ % COMMENTS.length]! : null,
        at,
      );
    if (coach && rng.chance(0.4))
      submit(s.id, coach.userId, 'COACH', rng.int(3, 5), COACH_NOTES[said++ % COACH_NOTES.length]!, at);
  }
  await insertChunks(ctx, coachingEvaluations, evaluations);
  await insertChunks(ctx, coachingEvaluationAnswers, answers);
  // Sessions already held were asked before the demo's day: no task is raised for them at start.
  await tdb.update(
    coachingSessions,
    { evaluationsDueAt: sql`${coachingSessions.endTime}` },
    lte(coachingSessions.endTime, now),
  );
}
