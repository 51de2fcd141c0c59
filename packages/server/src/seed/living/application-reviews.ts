// Reviews (issue 21 §4) in the living demo: the spring intake's round gets a scoring form (team, market, traction on
// 1–5) and three evaluators — the evaluator (harsh), the coach (lenient) and the admin-coach (in between) — two per
// application, balanced by the same plan as the automatic assignment; the admin-coach declared a conflict with one
// application. Decided and advanced applications are fully reviewed; those under review partly, so the evaluator
// has evaluations (and their tasks) to do, and the ranking by calibrated score differs from the raw one.
import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { evaluationScore, planAssignments, type ApplicationStatus, type FormQuestion } from '@ascent/shared';
import {
  applicationConflicts,
  applicationEvaluations,
  funnelRoundEvaluators,
} from '../../modules/applications/application-reviews.schema.ts';
import { applications, funnelRounds, funnels } from '../../modules/applications/applications.schema.ts';
import { taskAssignees, tasks } from '../../modules/tasks/tasks.schema.ts';
import { insertForm } from '../demo-forms.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const DAY = 86_400_000;
const en = (value: string) => [{ language: 'en', value }];
const day = (d: Date) => d.toISOString().slice(0, 10);

/** How each evaluator's scores lean, on 1–5. */
const BIAS: Record<string, number> = { Evaluator: -1, Coach: 1, AdminCoach: 0 };
/** Roughly how good applications that ended in each status were. */
const QUALITY: Partial<Record<ApplicationStatus, number>> = { accepted: 4, rejected: 2, delay_rejected: 2.3 };
const COMMENTS = [
  'Strong founder-market fit; the pilot numbers are credible.',
  'Interesting problem, but the go-to-market is still vague.',
  'The team is small for this ambition; would like to see a technical cofounder.',
  'Clear traction story. Pricing needs work.',
  'Crowded market; the differentiation is not yet convincing.',
];

export async function seedApplicationReviews(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { tdb, rng, now } = ctx;
  const [funnel] = await tdb
    .select({ id: funnels.id })
    .from(funnels)
    .where(tdb.where(funnels, eq(funnels.slug, 'spring-intake')));
  if (!funnel) return;
  const [round] = await tdb
    .select()
    .from(funnelRounds)
    .where(tdb.where(funnelRounds, eq(funnelRounds.funnelId, funnel.id)));
  const ids = { team: randomUUID(), market: randomUUID(), traction: randomUUID(), notes: randomUUID() };
  const scale = (id: string, label: string): FormQuestion => ({
    id,
    questionType: 'number_scale',
    label: en(label),
    validations: { required: true, min: 1, max: 5 },
  });
  const questions: FormQuestion[] = [
    scale(ids.team, 'Team'),
    scale(ids.market, 'Market'),
    scale(ids.traction, 'Traction'),
    { id: ids.notes, questionType: 'text_long', label: en('Notes for the committee') },
  ];
  const admin = ctx.person('Admin');
  const form = await insertForm(tdb, {
    title: 'Intake scoring',
    purpose: 'evaluation',
    createdById: admin.id,
    questions,
    published: true,
  });
  const closes = new Date(now.getTime() + 21 * DAY);
  await tdb.update(
    funnelRounds,
    { evaluationFormId: form.formId, evaluatorsPerApplication: 2, reviewClosesOn: day(closes) },
    eq(funnelRounds.id, round!.id),
  );
  const evaluators = ['Evaluator', 'Coach', 'AdminCoach'].map((type) => ctx.person(type));
  const pool = evaluators.map((e) => e.id);
  await tdb.insert(
    funnelRoundEvaluators,
    pool.map((userId, i) => ({ roundId: round!.id, userId, createdAt: new Date(now.getTime() - (100 - i) * DAY) })),
  );
  const apps = await tdb
    .select()
    .from(applications)
    .where(tdb.where(applications, and(eq(applications.funnelId, funnel.id), gt(applications.roundsSubmitted, 0))));
  const conflicted = apps[3];
  const adminCoach = ctx.person('AdminCoach');
  if (conflicted)
    await tdb.insert(applicationConflicts, {
      applicationId: conflicted.id,
      userId: adminCoach.id,
      declaredById: adminCoach.id,
    });
  const plan = planAssignments(
    apps.map((a) => ({
      applicationId: a.id,
      evaluatorIds: [],
      excludedIds: a.id === conflicted?.id ? [adminCoach.id] : [],
    })),
    pool,
    2,
    1000,
  );
  const roleOf = new Map(evaluators.map((e) => [e.id, e.roleType]));
  const quality = new Map(apps.map((a) => [a.id, QUALITY[a.status as ApplicationStatus] ?? 2.2 + rng.next() * 1.8]));
  const open: { id: string; evaluatorId: string; applicationId: string; name: string; assignedAt: Date }[] = [];
  const rows = plan.pairs.map(({ applicationId, evaluatorId }) => {
    const app = apps.find((a) => a.id === applicationId)!;
    const assignedAt = new Date(Math.min(app.submittedAt!.getTime() + DAY, now.getTime() - 2 * DAY));
    const role = roleOf.get(evaluatorId)!;
    // Under review: the evaluator (the demo's own) still has half of theirs to do, the others a third.
    const pending = app.status === 'under_review' && rng.chance(role === 'Evaluator' ? 0.6 : 0.35);
    const id = randomUUID();
    if (pending) {
      open.push({ id, evaluatorId, applicationId, name: app.name, assignedAt });
      return { id, applicationId, roundId: round!.id, evaluatorId, assignedById: admin.id, assignedAt };
    }
    const mark = () =>
      Math.max(1, Math.min(5, Math.round(quality.get(applicationId)! + BIAS[role]! + (rng.next() - 0.5) * 1.2)));
    const answers: Record<string, number | string> = {
      [ids.team]: mark(),
      [ids.market]: mark(),
      [ids.traction]: mark(),
    };
    const comment = rng.chance(0.6) ? rng.pick(COMMENTS) : null;
    if (comment) answers[ids.notes] = comment;
    const submittedAt = new Date(
      Math.min(assignedAt.getTime() + rng.int(1, 9) * DAY, now.getTime() - DAY, app.decidedAt?.getTime() ?? Infinity),
    );
    return {
      id,
      applicationId,
      roundId: round!.id,
      evaluatorId,
      assignedById: admin.id,
      assignedAt,
      versionId: form.versionId,
      answers,
      score: evaluationScore(questions, answers),
      comment,
      submittedAt,
    };
  });
  if (rows.length) await tdb.insert(applicationEvaluations, rows);

  // The evaluations still to do are on their evaluators' task lists, as an assignment makes them.
  if (open.length) {
    const inserted = await tdb
      .insert(
        tasks,
        open.map((o) => ({
          name: `Evaluate the application “${o.name}”`,
          nameKey: 'applicationEvaluation',
          nameParams: { subject: o.name },
          url: `/application/${o.applicationId}/evaluation/${round!.id}`,
          dueDate: closes,
          taskType: 'evaluation',
          sourceId: o.id,
          isGroupTask: false,
          assigneeSelection: [{ type: 'user', value: o.evaluatorId }],
          createdAt: o.assignedAt,
          updatedAt: o.assignedAt,
        })),
      )
      .returning({ id: tasks.id });
    await tdb.insert(
      taskAssignees,
      open.map((o, i) => ({ taskId: inserted[i]!.id, userId: o.evaluatorId, createdAt: o.assignedAt })),
    );
    for (const o of open)
      notes.push({
        type: 'taskAssigned',
        recipients: [o.evaluatorId],
        senderId: admin.id,
        url: `/application/${o.applicationId}/evaluation/${round!.id}`,
        params: { task: `Evaluate the application “${o.name}”` },
        at: o.assignedAt,
      });
  }
}
