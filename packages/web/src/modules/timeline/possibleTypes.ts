// The concrete types of the TimelinePost interface, for Apollo's cache (fragments on an interface match only with
// possibleTypes). Keep in step with timeline.graphql on the server.
export const TIMELINE_POSSIBLE_TYPES = {
  TimelinePost: [
    'TimelineMessagePost',
    'TimelineDataDuePost',
    'TimelineDataSubmittedPost',
    'TimelineCategorizationPost',
    'TimelineCoachingSessionPost',
    'TimelineCoachingInvitePost',
  ],
} as const satisfies Record<string, readonly string[]>;
