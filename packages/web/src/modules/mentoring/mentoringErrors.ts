// What a failed mentoring call says: the mentoring API's reasons, else the common words for the code.
import { MENTORING_REASONS } from '@ascent/shared';
import type { ErrorTable } from '../../app/errors.ts';

export const MENTORING_ERRORS: ErrorTable = { reasons: MENTORING_REASONS };
