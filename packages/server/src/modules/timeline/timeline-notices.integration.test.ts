// Who hears of a note beyond the founders and followers (issue 17 §7): the author of the note answered
// (newNoteReply), the others who answered the same note (siblingNoteReply), the followers holding the author's role
// (alikePeopleNoteCreated) and a post's author on a first reaction (newReaction) — once each, never the actor,
// never someone who could not read the note.
import { describe, expect, it } from 'vitest';
import { AISHA, HANNAH, MARCO, MAYA, PRIYA, SAMUEL } from '../../../test/personas.ts';
import { createAccount } from '../../../test/factories/accounts.ts';
import {
  type Comment,
  COMMENT_ON,
  gql,
  ids,
  notificationsOf,
  post,
  REACT,
  s,
  startupId,
  tokens,
  useTimelineServer,
} from './timeline.fixture.ts';

useTimelineServer();

const comment = async (who: string, vars: { postId: string; parentCommentId?: string; message: string }) => {
  const res = await gql<{ createTimelineComment: Comment }>(who, COMMENT_ON, vars);
  expect(res.body.errors, who).toBeUndefined();
  return res.body.data!.createTimelineComment;
};

/** How many notifications of each type each person has, to compare before and after an act. */
async function tally(people: string[], types: string[]) {
  const out: Record<string, number> = {};
  for (const who of people)
    for (const type of types)
      out[`${who.split('.')[0]!.toLowerCase()} ${type}`] = (await notificationsOf(who, type)).length;
  return out;
}

const diff = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).flatMap(([k, v]) => (v !== before[k] ? [[k, v - before[k]!]] : [])));

const PEOPLE = [AISHA, MARCO, PRIYA, HANNAH, SAMUEL];
const TYPES = ['newNoteReply', 'siblingNoteReply', 'newCommentStartup', 'newCommentStartupStaff'];

describe('timeline notices', () => {
  it('tells the answered author, then the others in the thread, then founders and followers — one notice each', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const p = await post(PRIYA, { startupId: tidepool, message: 'Board deck review on Friday' });

    let before = await tally(PEOPLE, TYPES);
    const first = await comment(AISHA, { postId: p._id, message: 'We will send the draft Thursday' });
    // Priya wrote the post: a reply to her note, not a "staff comment" notice.
    expect(diff(before, await tally(PEOPLE, TYPES))).toEqual({
      'priya newNoteReply': 1,
      'marco newCommentStartup': 1,
      'hannah newCommentStartupStaff': 1,
      'samuel newCommentStartupStaff': 1,
    });
    expect(await notificationsOf(PRIYA, 'newNoteReply')).toContainEqual({
      message: 'Aisha Bello replied to your note',
      url: `/startup/${tidepool}/file/activities`,
    });

    before = await tally(PEOPLE, TYPES);
    const hannah = await comment(HANNAH, { postId: p._id, parentCommentId: first._id, message: 'Add the cohort KPIs' });
    expect(diff(before, await tally(PEOPLE, TYPES))).toEqual({
      'aisha newNoteReply': 1,
      'marco newCommentStartup': 1,
      'samuel newCommentStartupStaff': 1,
    });

    // Marco answers Hannah's reply: Hannah and the thread's author (Aisha) were answered.
    before = await tally(PEOPLE, TYPES);
    await comment(MARCO, { postId: p._id, parentCommentId: hannah._id, message: 'Done, slide 4' });
    expect(diff(before, await tally(PEOPLE, TYPES))).toEqual({
      'aisha newNoteReply': 1,
      'hannah newNoteReply': 1,
      'samuel newCommentStartupStaff': 1,
    });

    // Samuel replies in the thread: Aisha was answered; Hannah and Marco had answered the same note.
    before = await tally(PEOPLE, TYPES);
    await comment(SAMUEL, { postId: p._id, parentCommentId: first._id, message: 'Happy to review it too' });
    expect(diff(before, await tally(PEOPLE, TYPES))).toEqual({
      'aisha newNoteReply': 1,
      'hannah siblingNoteReply': 1,
      'marco siblingNoteReply': 1,
    });
    expect(await notificationsOf(MARCO, 'siblingNoteReply')).toContainEqual({
      message: 'Samuel Adeyemi also replied to a note you replied to',
      url: `/startup/${tidepool}/file/activities`,
    });
  });

  it('tells only staff of an answer in a staff-only thread', async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const secret = await post(PRIYA, { startupId: tidepool, message: 'Runway concerns', isPublic: false });
    const first = await comment(HANNAH, { postId: secret._id, message: 'Let us talk Monday' });
    const before = await tally(PEOPLE, TYPES);
    await comment(SAMUEL, { postId: secret._id, parentCommentId: first._id, message: 'Agreed' });
    expect(diff(before, await tally(PEOPLE, TYPES))).toEqual({
      'hannah newNoteReply': 1,
    });
  });

  it("tells the followers who hold the author's role of a new note, not other roles nor founders", async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const coach = await createAccount(s, {
      role: 'Coach',
      status: 'active',
      validated: true,
      firstName: 'Ines',
      email: 'ines.kowalski@lakeside.example',
    });
    const assigned = await gql(
      MAYA,
      'mutation($s: ID!, $u: ID!) { assignUserToStartup(startupId: $s, userId: $u) { _id } }',
      {
        s: tidepool,
        u: coach.id,
      },
    );
    expect(assigned.body.errors).toBeUndefined();
    ids[coach.email] = coach.id;
    tokens[coach.email] = await s.login(coach.email);
    const alike = () => tally([coach.email, HANNAH, SAMUEL, AISHA, MARCO], ['alikePeopleNoteCreated']);

    let before = await alike();
    await post(HANNAH, { startupId: tidepool, message: 'Notes from our pricing session', isPublic: false });
    expect(diff(before, await alike())).toEqual({ 'ines alikePeopleNoteCreated': 1 });
    expect(await notificationsOf(coach.email, 'alikePeopleNoteCreated')).toContainEqual({
      message: 'Hannah Schultz posted a new note',
      url: `/startup/${tidepool}/file/activities`,
    });

    before = await alike();
    await post(AISHA, { startupId: tidepool, message: 'We closed our first paid pilot' });
    await post(PRIYA, { startupId: tidepool, message: 'Intro to a utility buyer' });
    expect(diff(before, await alike())).toEqual({});
  });

  it("tells a post's author of a first reaction only, never of their own", async () => {
    const tidepool = startupId['Tidepool Analytics']!;
    const p = await post(PRIYA, { startupId: tidepool, message: 'Demo day slot confirmed' });
    const react = async (who: string, type: string) =>
      expect((await gql(who, REACT, { postId: p._id, type })).body.errors).toBeUndefined();
    const reactions = () => tally([PRIYA, AISHA], ['newReaction']);

    let before = await reactions();
    await react(AISHA, 'LIKE');
    expect(diff(before, await reactions())).toEqual({ 'priya newReaction': 1 });
    expect(await notificationsOf(PRIYA, 'newReaction')).toContainEqual({
      message: 'Aisha Bello reacted to your post',
      url: `/startup/${tidepool}/file/activities`,
    });

    before = await reactions();
    await react(AISHA, 'HOORAY');
    await react(AISHA, 'LIKE');
    await react(PRIYA, 'LIKE');
    expect(diff(before, await reactions())).toEqual({});
  });
});
