import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MENTOR_MATCHING,
  isMentorCapacity,
  isMentoringRole,
  mentorMatchingValid,
  rankMentors,
  type MentorCandidate,
} from './mentoring.ts';

const mentor = (over: Partial<MentorCandidate> & { id: string }): MentorCandidate => ({
  name: over.id,
  industryIds: [],
  skillIds: [],
  tagNames: [],
  programIds: [],
  load: 0,
  capacity: 3,
  ...over,
});

const target = {
  industryIds: ['fintech', 'health'],
  tagNames: ['B2B', 'Seed'],
  programIds: ['spring'],
  wantedSkillIds: ['fundraising'],
};
const ALL = DEFAULT_MENTOR_MATCHING.criteria;

describe('rankMentors', () => {
  it('adds each criterion’s weight per match and gives the reasons', () => {
    const [first, second] = rankMentors(
      target,
      [
        mentor({ id: 'ines', industryIds: ['fintech'], tagNames: ['b2b '] }),
        mentor({ id: 'samuel', skillIds: ['fundraising'], industryIds: ['fintech', 'health'], programIds: ['spring'] }),
      ],
      ALL,
    );
    expect(first).toEqual({
      id: 'samuel',
      score: 12,
      reasons: [
        { criterion: 'industries', matched: ['fintech', 'health'] },
        { criterion: 'skills', matched: ['fundraising'] },
        { criterion: 'program', matched: ['spring'] },
      ],
    });
    expect(second).toEqual({
      id: 'ines',
      score: 5,
      reasons: [
        { criterion: 'industries', matched: ['fintech'] },
        { criterion: 'tags', matched: ['B2B'] },
      ],
    });
  });

  it('uses only the criteria the programme chose', () => {
    const ranked = rankMentors(
      target,
      [mentor({ id: 'a', skillIds: ['fundraising'] }), mentor({ id: 'b', industryIds: ['health'] })],
      ['industries'],
    );
    expect(ranked.map((r) => [r.id, r.score])).toEqual([
      ['b', 3],
      ['a', 0],
    ]);
    expect(ranked[1]!.reasons).toEqual([]);
  });

  it('leaves out a mentor at capacity and puts the less busy of two equals first, then by name', () => {
    const ranked = rankMentors(
      target,
      [
        mentor({ id: 'full', industryIds: ['fintech'], load: 3 }),
        mentor({ id: 'busy', industryIds: ['fintech'], load: 2 }),
        mentor({ id: 'zoe', industryIds: ['fintech'] }),
        mentor({ id: 'anna', industryIds: ['fintech'] }),
      ],
      ALL,
    );
    expect(ranked.map((r) => [r.id, r.score])).toEqual([
      ['anna', 3],
      ['zoe', 3],
      ['busy', 2.33],
    ]);
  });
});

describe('mentoring rules', () => {
  it('knows who mentors and what settings are valid', () => {
    expect(isMentoringRole('Mentor')).toBe(true);
    expect(isMentoringRole('AdminCoach')).toBe(true);
    expect(isMentoringRole('Cofounder')).toBe(false);
    expect(isMentoringRole(undefined)).toBe(false);
    expect(isMentorCapacity(0)).toBe(false);
    expect(isMentorCapacity(2.5)).toBe(false);
    expect(isMentorCapacity(30)).toBe(true);
    expect(mentorMatchingValid(DEFAULT_MENTOR_MATCHING)).toBe(true);
    expect(mentorMatchingValid({ ...DEFAULT_MENTOR_MATCHING, criteria: ['luck' as never] })).toBe(false);
  });
});
