// The domain events the categorization module publishes (core/events); the timeline writes the post.
import type { CategorizationPayload } from '@ascent/shared';
import { eventNames } from '../../core/events/types.ts';

export interface CategorizationAnswered {
  categorizationId: string;
  startupId: string;
  answeredById: string;
  skip: boolean;
  values: CategorizationPayload['values'];
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** A founder answered (or skipped) the monthly "Anything Changed?". */
    'categorization.answered': CategorizationAnswered;
  }
}

export const CATEGORIZATION_EVENTS = eventNames('categorization.answered');
