// Bad input, as the API reports it: the messages of every failed rule joined with ". " (spec 01 §8) and the
// paths of the fields concerned.
import type { z } from 'zod';
import { AppError } from './errors.ts';

export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION_FAILED', error.issues.map((i) => i.message).join('. '), {
    fields: error.issues.map((i) => i.path.join('.')),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in a UUID's text form. Anything else must not reach a uuid column: PostgreSQL fails the query instead of matching nothing. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
