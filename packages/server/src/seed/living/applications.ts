// Applications (issue 21): the spring intake of the first programme — a published funnel with one round (its form
// of the forms engine, open since four months, closing in a month) — and three dozen applications received over
// those months, in every status: drafts, submissions under review, invitations and meetings, decisions (the accepted
// ones linked to portfolio startups, rejections whose email left). Noah, the demo applicant, has Fernway in draft.
import { checkSubmission, type ApplicationStatus, type FormQuestion } from '@ascent/shared';
import { eq } from 'drizzle-orm';
import {
  applicationActivities,
  applicationMembers,
  applicationRoundAnswers,
  applications,
  funnelRounds,
  funnels,
} from '../../modules/applications/applications.schema.ts';
import { formQuestions, forms, formVersions } from '../../modules/forms/forms.schema.ts';
import { roles, users } from '../../modules/users/users.schema.ts';
import type { LivingContext } from './context.ts';
import type { DemoNotification } from './notes.ts';

const DAY = 86_400_000;
const en = (value: string) => [{ language: 'en', value }];
const day = (d: Date) => d.toISOString().slice(0, 10);

/** Fixed question ids: the demo's answers name them. */
const Q = {
  pitch: '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000001',
  stage: '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000002',
  why: '7d3f0a52-1c41-4a6e-9b1e-0a5a1a000003',
};

const QUESTIONS: FormQuestion[] = [
  {
    id: Q.pitch,
    questionType: 'text',
    label: en('What does your startup do, in one sentence?'),
    validations: { required: true },
  },
  {
    id: Q.stage,
    questionType: 'select_radio',
    label: en('Stage'),
    validations: { required: true },
    options: [
      { value: 'idea', labels: en('Idea') },
      { value: 'prototype', labels: en('Prototype') },
      { value: 'revenue', labels: en('First revenue') },
    ],
  },
  { id: Q.why, questionType: 'text_long', label: en('Why now, and why your team?') },
];

const NAMES = [
  'Brightleaf',
  'Quayside Labs',
  'Orbital Oats',
  'Harbor Health',
  'Kiln & Co',
  'Lumen Grid',
  'Pollen Analytics',
  'Sprout Ledger',
  'Tessellate',
  'Waypoint AI',
  'Copperline',
  'Meadowlark',
  'Northwind Bio',
  'Pebble Pay',
  'Riverstone',
  'Saltwater Systems',
  'Tinder & Flint',
  'Upland Robotics',
  'Verdant Loop',
  'Wildflower Learning',
  'Anchor Legal',
  'Beacon Care',
  'Cobalt Freight',
  'Driftline',
  'Ember Studio',
  'Foxglove Foods',
  'Granite Cloud',
  'Hollow Reed',
  'Ironbark Energy',
  'Juniper Homes',
  'Kestrel Maps',
  'Larkspur Audio',
  'Mosaic Hiring',
];
const FIRST = ['Liam', 'Olivia', 'Mateo', 'Amara', 'Chen', 'Fatima', 'Jonas', 'Priyanka', 'Diego', 'Yara', 'Kenji'];
const LAST = ['Okoro', 'Lindqvist', 'Haddad', 'Moreno', 'Park', 'Novak', 'Santos', 'Ibrahim', 'Keller', 'Tan'];
const PITCHES = [
  'Software that cuts food waste in restaurant kitchens.',
  'A marketplace for refurbished lab equipment.',
  'Payroll for seasonal farm workers.',
  'Home energy audits from a phone camera.',
  'Tutoring matched to each pupil by their mistakes.',
];

/** The status path of each application, by how long ago it came in (the oldest are decided). */
const STATUS_PLAN: ApplicationStatus[] = [
  'accepted',
  'rejected',
  'accepted',
  'delay_rejected',
  'rejected',
  'accepted',
  'rejected',
  'delay_rejected',
  'pending_decision',
  'rejected',
  'pending_decision',
  'ready_for_meeting',
  'pending_decision',
  'ready_for_meeting',
  'ready_for_invitation',
  'under_review',
  'ready_for_meeting',
  'under_review',
  'ready_for_invitation',
  'under_review',
  'pending_decision',
  'under_review',
  'ready_for_invitation',
  'under_review',
  'under_review',
  'under_review',
  'draft',
  'under_review',
  'draft',
  'draft',
  'under_review',
  'draft',
  'draft',
];
/** The review stages an application went through to reach its status. */
const PATH: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
  ready_for_invitation: ['ready_for_invitation'],
  ready_for_meeting: ['ready_for_invitation', 'ready_for_meeting'],
  pending_decision: ['ready_for_invitation', 'ready_for_meeting', 'pending_decision'],
  accepted: ['ready_for_invitation', 'ready_for_meeting', 'pending_decision'],
  rejected: [],
  delay_rejected: ['pending_decision'],
};

export async function seedApplications(ctx: LivingContext, _notifications: DemoNotification[]): Promise<void> {
  const { tdb, rng, now } = ctx;
  const admin = ctx.person('Admin');
  const program = ctx.programs[0];
  const [form] = await tdb
    .insert(forms, { title: 'Spring intake application', purpose: 'application_round', createdById: admin.id })
    .returning({ id: forms.id });
  const [version] = await tdb
    .insert(formVersions, {
      formId: form!.id,
      number: 1,
      status: 'published',
      publishedAt: new Date(now.getTime() - 130 * DAY),
    })
    .returning({ id: formVersions.id });
  await tdb.insert(
    formQuestions,
    QUESTIONS.map((q, position) => ({
      versionId: version!.id,
      questionId: q.id,
      position,
      questionType: q.questionType,
      label: [...q.label],
      validations: q.validations ?? {},
      options: [...(q.options ?? [])],
    })),
  );
  await tdb.update(forms, { status: 'published', publishedVersionId: version!.id }, eq(forms.id, form!.id));

  const [funnel] = await tdb
    .insert(funnels, {
      programId: program?.id ?? null,
      name: 'Spring intake',
      slug: 'spring-intake',
      description: 'Twelve weeks of coaching, workshops and a demo day for early-stage teams.',
      publishingState: 'success',
      publishedAt: new Date(now.getTime() - 125 * DAY),
      createdById: admin.id,
      createdAt: new Date(now.getTime() - 130 * DAY),
    })
    .returning({ id: funnels.id });
  const [round] = await tdb
    .insert(funnelRounds, {
      funnelId: funnel!.id,
      position: 0,
      name: 'Application',
      formId: form!.id,
      opensOn: day(new Date(now.getTime() - 120 * DAY)),
      closesOn: day(new Date(now.getTime() + 30 * DAY)),
    })
    .returning({ id: funnelRounds.id });

  const [applicantRole] = await tdb
    .select({ id: roles.id })
    .from(roles)
    .where(tdb.where(roles, eq(roles.type, 'Applicant'), eq(roles.isCustom, false)));
  const staff = ctx.users.filter((u) => u.roleType === 'Admin' || u.roleType === 'Staff');
  const accepted = ctx.startups.slice(0, 3);
  let acceptedIndex = 0;

  const answersFor = (i: number) => {
    const check = checkSubmission(
      QUESTIONS,
      {
        [Q.pitch]: PITCHES[i % PITCHES.length]!,
        [Q.stage]: { selected: [rng.pick(['idea', 'prototype', 'revenue'])] },
        [Q.why]: 'We lived the problem for years.',
      },
      'submit',
    );
    if (check.problems.length) throw new Error(`Demo application answers refused: ${JSON.stringify(check.problems)}`);
    return check.answers;
  };

  const write = async (name: string, status: ApplicationStatus, memberIds: string[], createdAt: Date, i: number) => {
    const submitted = status !== 'draft';
    const submittedAt = submitted ? new Date(createdAt.getTime() + rng.int(1, 6) * DAY) : null;
    const decided = status === 'accepted' || status === 'rejected' || status === 'delay_rejected';
    const decidedAt = decided && submittedAt ? new Date(submittedAt.getTime() + rng.int(10, 25) * DAY) : null;
    const updatedAt = decidedAt ?? (submittedAt ? new Date(submittedAt.getTime() + rng.int(1, 8) * DAY) : createdAt);
    const [row] = await tdb
      .insert(applications, {
        funnelId: funnel!.id,
        name,
        status,
        roundsSubmitted: submitted ? 1 : 0,
        submittedAt,
        decidedAt,
        startupId: status === 'accepted' ? (accepted[acceptedIndex++]?.id ?? null) : null,
        rejectionEmailDueAt: decidedAt && status !== 'accepted' ? decidedAt : null,
        rejectionEmailSentAt: decidedAt && status !== 'accepted' ? decidedAt : null,
        createdById: memberIds[0] ?? null,
        createdAt,
        updatedAt: updatedAt > now ? now : updatedAt,
      })
      .returning({ id: applications.id });
    const id = row!.id;
    if (memberIds.length)
      await tdb.insert(
        applicationMembers,
        memberIds.map((userId) => ({ applicationId: id, userId })),
      );
    const answers = answersFor(i);
    await tdb.insert(applicationRoundAnswers, {
      applicationId: id,
      roundId: round!.id,
      versionId: version!.id,
      answers: submitted ? answers : { [Q.pitch]: answers[Q.pitch]! },
      submittedAt,
      submittedById: submitted ? (memberIds[0] ?? null) : null,
    });
    const acts: (typeof applicationActivities.$inferInsert)[] = [
      {
        incubatorId: ctx.tenant.id,
        applicationId: id,
        kind: 'created',
        actorId: memberIds[0] ?? null,
        toStatus: 'draft',
        createdAt,
      },
    ];
    if (submittedAt) {
      acts.push(
        {
          incubatorId: ctx.tenant.id,
          applicationId: id,
          kind: 'roundSubmitted',
          actorId: memberIds[0] ?? null,
          roundId: round!.id,
          createdAt: submittedAt,
        },
        {
          incubatorId: ctx.tenant.id,
          applicationId: id,
          kind: 'statusChanged',
          actorId: memberIds[0] ?? null,
          fromStatus: 'draft',
          toStatus: 'under_review',
          createdAt: new Date(submittedAt.getTime() + 1),
        },
      );
      let from: ApplicationStatus = 'under_review';
      let at = submittedAt.getTime();
      for (const to of PATH[status] ?? []) {
        at += rng.int(2, 5) * DAY;
        acts.push({
          incubatorId: ctx.tenant.id,
          applicationId: id,
          kind: 'statusChanged',
          actorId: rng.pick(staff).id,
          fromStatus: from,
          toStatus: to,
          createdAt: new Date(Math.min(at, now.getTime())),
        });
        from = to;
      }
      if (decidedAt) {
        acts.push({
          incubatorId: ctx.tenant.id,
          applicationId: id,
          kind: 'decided',
          actorId: admin.id,
          fromStatus: from,
          toStatus: status,
          createdAt: decidedAt,
        });
        if (status !== 'accepted')
          acts.push({
            incubatorId: ctx.tenant.id,
            applicationId: id,
            kind: 'rejectionEmailSent',
            toStatus: status,
            createdAt: new Date(decidedAt.getTime() + 1),
          });
      }
      // Every fourth application still in review got the staff's bulk email about the interview week.
      const emailedAt = submittedAt.getTime() + 3 * DAY;
      if (!decidedAt && i % 4 === 0 && emailedAt < now.getTime())
        acts.push({
          incubatorId: ctx.tenant.id,
          applicationId: id,
          kind: 'messageSent',
          actorId: admin.id,
          subject: 'Interview week: choose your slot',
          createdAt: new Date(emailedAt),
        });
    }
    await ctx.db.insert(applicationActivities).values(acts);
  };

  // Noah (the demo applicant) is filling in Fernway.
  const noah = ctx.users.find((u) => u.roleType === 'Applicant');
  if (noah) await write('Fernway', 'draft', [noah.id], new Date(now.getTime() - 6 * DAY), 99);

  for (const [i, name] of NAMES.entries()) {
    const status = STATUS_PLAN[i % STATUS_PLAN.length]!;
    // Spread over four months, oldest first; decided ones are the oldest.
    const createdAt = new Date(now.getTime() - (118 - Math.round((i * 110) / NAMES.length)) * DAY);
    const memberIds: string[] = [];
    const unconfirmed = status === 'draft' && i % 2 === 0;
    if (applicantRole) {
      for (let k = 0; k < (i % 4 === 0 ? 2 : 1); k++) {
        const firstName = FIRST[(i + k * 3) % FIRST.length]!;
        const lastName = LAST[(i * 7 + k) % LAST.length]!;
        const [user] = await tdb
          .insert(users, {
            email: `${firstName}.${lastName}.${i}${k}@applicants.example`.toLowerCase(),
            // Demo applicants do not sign in: no password works.
            passwordHash: '!',
            firstName,
            lastName,
            roleId: applicantRole.id,
            // Every other draft's applicants have not confirmed their address yet (the applicants screen offers
            // staff to send the link again).
            status: unconfirmed ? 'pending' : 'active',
            validated: !unconfirmed,
            adminValidated: true,
            createdAt,
            welcomedAt: createdAt,
          })
          .returning({ id: users.id });
        memberIds.push(user!.id);
      }
    }
    await write(name, status, memberIds, createdAt, i);
  }
}
