// Bad input, as the API reports it: the messages of every failed rule joined with ". " (spec 01 §8) and the
// paths of the fields concerned.
import type { z } from 'zod';
import { AppError } from './errors.ts';

export function validationError(error: z.ZodError): AppError {
  return new AppError('VALIDATION_FAILED', error.issues.map((i) => i.message).join('. '), {
    fields: error.issues.map((i) => i.path.join('.')),
  });
}
