// What a failed calendar call says: the calendar API's reasons, else the common words for the code.
import { CALENDAR_REASONS } from '@ascent/shared';
import type { ErrorTable } from '../../app/errors.ts';

export const CALENDAR_ERRORS: ErrorTable = { reasons: CALENDAR_REASONS };
