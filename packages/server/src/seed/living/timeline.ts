// The startups' conversations: coaches' and founders' posts over the year, with comments, replies and reactions,
// and the notifications the recent comments raised. Quiet startups (see metrics.ts) have said nothing for weeks.
import { REACTION_TYPES } from '@ascent/shared';
import { timelineComments, timelinePosts, timelineReactions } from '../../modules/timeline/timeline.schema.ts';
import type { LivingContext } from './context.ts';
import { insertChunks, isQuiet, type Row } from './metrics.ts';
import type { DemoNotification } from './notes.ts';
import { daysAgo } from './random.ts';

const STAFF_POSTS = [
  'Great session today. Next step: three customer interviews with utilities before our next check-in.',
  'Reminder: the investor showcase is in three weeks. Please share a draft of your deck by Friday.',
  'I introduced you to a procurement lead who has bought similar tools. Let me know how the call goes.',
  'Your retention numbers look strong this month. Let us dig into what drove the jump.',
  'Pricing workshop notes are in the shared folder. Try the value-based tier before the next cohort call.',
  'Please update your hiring plan: the board wants to see the next two roles and their timing.',
];
const FOUNDER_POSTS = [
  'We signed our second paying pilot this week!',
  'Shipped the new onboarding flow; activation went from 38% to 52%.',
  'Closed a small angel round to extend runway by six months.',
  'Hired our first sales lead, starting next month.',
  'Presented at the regional demo day — three investors asked for follow-ups.',
  'Customer churn ticked up; we are interviewing the accounts that left.',
];
const COMMENTS = [
  'Congratulations, well deserved!',
  'Could you share the numbers behind this?',
  'Thanks — I will prepare the deck draft by Thursday.',
  'Happy to help with the introduction.',
  'Let us discuss it at the next office hours.',
  'Noted, I will follow up with the team.',
];

export async function seedTimeline(ctx: LivingContext, notes: DemoNotification[]): Promise<void> {
  const { rng, now } = ctx;
  const posts: Row<typeof timelinePosts>[] = [];
  const comments: Row<typeof timelineComments>[] = [];
  const reactions: Row<typeof timelineReactions>[] = [];
  const admin = ctx.person('Admin').id;
  ctx.startups.forEach((startup, index) => {
    const quiet = isQuiet(index);
    const staff = startup.staffIds.length ? startup.staffIds : [admin];
    const count = rng.int(5, 9);
    for (let k = 0; k < count; k++) {
      const fromStaff = k % 2 === 0;
      // Spread over the year, the newest a day or two old (weeks old for the quiet ones).
      const age = (quiet ? 40 : 1) + (k * 330) / count + rng.next() * 10;
      const at = daysAgo(now, age);
      const authorId = fromStaff ? rng.pick(staff) : rng.pick(startup.founderIds);
      const id = crypto.randomUUID();
      const isPublic = !fromStaff || k % 6 !== 4;
      posts.push({
        id,
        startupId: startup.id,
        kind: 'MESSAGE',
        authorId,
        message: rng.pick(fromStaff ? STAFF_POSTS : FOUNDER_POSTS),
        isPublic,
        isPinned: k === 0 && index % 3 === 0,
        createdAt: at,
        updatedAt: at,
      });
      const people = isPublic ? [...staff, ...startup.founderIds] : staff;
      const url = `/startup/${startup.id}/file/activities`;
      const reactors = new Set<string>();
      for (const type of REACTION_TYPES)
        for (const userId of people)
          if (rng.chance(0.12)) {
            reactions.push({ postId: id, userId, type, createdAt: at });
            reactors.add(userId);
          }
      // A post's author hears of each person's first reaction (timeline.reacted), for the last month's posts.
      if (age < 30 && authorId)
        for (const userId of reactors)
          if (userId !== authorId)
            notes.push({ type: 'newReaction', recipients: [authorId], senderId: userId, url, params: {}, at });
      const replies = rng.int(0, 3);
      let parentId: string | null = null;
      let parentAuthorId: string | null = null;
      for (let r = 0; r < replies; r++) {
        const commentAt = new Date(at.getTime() + (r + 1) * 3_600_000 * rng.int(1, 20));
        if (commentAt > now) break;
        const commenter = rng.pick(people);
        const commentId = crypto.randomUUID();
        comments.push({
          id: commentId,
          postId: id,
          parentCommentId: r === 2 ? parentId : null,
          authorId: commenter,
          message: rng.pick(COMMENTS),
          createdAt: commentAt,
          updatedAt: commentAt,
        });
        parentId ??= commentId;
        parentAuthorId ??= commenter;
        if (age < 30) {
          // As the timeline tells it (timeline.commented.ts): the answered author hears it as a reply to their note.
          const answered = r === 2 && parentAuthorId ? parentAuthorId : authorId;
          if (answered && answered !== commenter)
            notes.push({
              type: 'newNoteReply',
              recipients: [answered],
              senderId: commenter,
              url,
              params: {},
              at: commentAt,
            });
          notes.push({
            type: isPublic ? 'newCommentStartup' : 'newCommentStartupStaff',
            recipients: (isPublic ? [...startup.founderIds, ...staff] : staff).filter((p) => p !== answered),
            senderId: commenter,
            url,
            params: { startup: startup.name },
            at: commentAt,
          });
        }
      }
    }
  });
  await insertChunks(ctx, timelinePosts, posts);
  await insertChunks(ctx, timelineComments, comments);
  await insertChunks(ctx, timelineReactions, reactions);
}
