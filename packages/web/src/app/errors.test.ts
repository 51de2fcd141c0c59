import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  ERROR_CODES,
  METRIC_ADMIN_ERROR_MESSAGES,
  METRIC_ERROR_MESSAGES,
  PASSWORD_ERROR_MESSAGES,
  ROLE_ERROR_MESSAGES,
  TASK_ERROR_MESSAGES,
  TASK_FORM_MESSAGES,
  USER_ADMIN_ERROR_MESSAGES,
} from '@ascent/shared';
import type { TFunction } from 'i18next';
import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CLIENT_ERROR_CODES,
  RestError,
  commonErrorKey,
  errorCode,
  errorMessage,
  errorTexts,
  unhandledCode,
  type ClientErrorCode,
} from './errors.ts';

const en = JSON.parse(readFileSync(new URL('../locales/en.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const inEnglish = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      en,
    );

const graphqlError = (...errors: { message: string; extensions: Record<string, unknown> }[]) =>
  new CombinedGraphQLErrors({ errors });
// The catalogue lookup: echoes the key and its values, so the test sees which message was chosen.
const t = ((key: string, values?: Record<string, unknown>) =>
  values && Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

describe('the common words per code', () => {
  it('has an English message for every code the server sends, NETWORK and UNKNOWN', () => {
    expect(CLIENT_ERROR_CODES).toEqual([...Object.keys(ERROR_CODES), 'NETWORK', 'UNKNOWN']);
    for (const code of CLIENT_ERROR_CODES) {
      const key = commonErrorKey(code);
      expect(typeof inEnglish(key), `${code} → ${key}`).toBe('string');
      expect(errorTexts(graphqlError({ message: 'English words', extensions: { code } }))).toEqual([{ key }]);
    }
  });

  it('names the failures no answer or no code explains', () => {
    expect(errorCode(new TypeError('Failed to fetch'))).toBe('NETWORK');
    expect(errorTexts(new TypeError('Failed to fetch'))).toEqual([{ key: 'errors.codes.network' }]);
    expect(errorCode(new Error('boom'))).toBe('UNKNOWN');
    expect(errorCode('not even an error')).toBe('UNKNOWN');
    expect(errorTexts(graphqlError({ message: 'no code', extensions: {} }))).toEqual([{ key: 'errors.codes.unknown' }]);
  });

  it('never compiles with a code left out (the never check)', () => {
    expectTypeOf(commonErrorKey).parameter(0).toEqualTypeOf<ClientErrorCode>();
    function withoutNetwork(code: ClientErrorCode): string {
      switch (code) {
        case 'UNKNOWN':
          return 'unknown';
        default:
          // @ts-expect-error the other codes still reach here: a switch that forgets one does not compile
          return unhandledCode(code);
      }
    }
    expect(withoutNetwork('UNKNOWN')).toBe('unknown');
    expect(() => withoutNetwork('NETWORK')).toThrow(/NETWORK/);
  });
});

describe('errorMessage', () => {
  it("translates a module's reason with its parameters, never the server's English", () => {
    const refused = graphqlError({
      message: 'You may not give this role: it grants permissions you do not hold (TASK:EDIT).',
      extensions: {
        code: 'FORBIDDEN',
        reason: 'beyondOwnPermissions',
        params: { action: 'give this role', permissions: 'TASK:EDIT' },
      },
    });
    expect(errorMessage(refused, { reasons: ROLE_ERROR_MESSAGES }, t)).toBe(
      'admin.errors.beyondOwnPermissions {"action":"give this role","permissions":"TASK:EDIT"}',
    );
    const rule = graphqlError({
      message: 'This must be less than 10',
      extensions: { code: 'VALIDATION_FAILED', reason: 'lessThan', params: { value: '10' } },
    });
    expect(errorMessage(rule, { reasons: METRIC_ERROR_MESSAGES }, t)).toBe('metrics.form.lessThan {"value":"10"}');
  });

  it("uses the screen's words for a code, else the common words; a reason of another module counts as none", () => {
    const table = { reasons: TASK_ERROR_MESSAGES, codes: { FORBIDDEN: 'tasks.errors.forbidden' } } as const;
    expect(
      errorMessage(graphqlError({ message: 'No.', extensions: { code: 'FORBIDDEN', reason: 'lastAdmin' } }), table, t),
    ).toBe('tasks.errors.forbidden');
    expect(errorMessage(graphqlError({ message: 'Gone.', extensions: { code: 'NOT_FOUND' } }), table, t)).toBe(
      'errors.codes.notFound',
    );
  });

  it("shows the form's messages per field first, and joins several failures once each", () => {
    const table = { reasons: TASK_ERROR_MESSAGES, fields: TASK_FORM_MESSAGES };
    const form = graphqlError(
      {
        message: 'Name is a required field',
        extensions: { code: 'VALIDATION_FAILED', fields: { name: 'nameRequired', dueDate: 'dueDateInPast' } },
      },
      { message: 'again', extensions: { code: 'VALIDATION_FAILED', fields: { name: 'nameRequired' } } },
      {
        message: 'x',
        extensions: { code: 'VALIDATION_FAILED', reason: 'emptyGroup', fields: { assignees: 'emptyGroup' } },
      },
    );
    expect(errorMessage(form, table, t)).toBe(
      'tasks.form.nameRequired. tasks.form.dueDateInPast. tasks.errors.emptyGroup',
    );
  });

  it("reads the code and reason of a REST call's error", () => {
    expect(errorTexts(new RestError('TOO_MANY_ATTEMPTS', 'Slow down'))).toEqual([
      { key: 'auth.errors.tooManyAttempts' },
    ]);
    expect(
      errorTexts(new RestError('CONFLICT', 'Taken', { reason: 'labelTaken', params: { label: 'Mentors' } }), {
        reasons: ROLE_ERROR_MESSAGES,
      }),
    ).toEqual([{ key: 'admin.errors.labelTaken', values: { label: 'Mentors' } }]);
    const answered = RestError.of({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Bio must be at most 2000 characters',
        details: { fields: ['bio'] },
      },
    });
    expect([answered.code, answered.details]).toEqual(['VALIDATION_FAILED', { fields: ['bio'] }]);
    expect(errorMessage(answered, {}, t)).toBe('errors.codes.invalid');
    expect(errorCode(RestError.of(null))).toBe('UNKNOWN');
  });

  it("shows the server's words alone only for a code this build does not know", () => {
    expect(
      errorMessage(graphqlError({ message: 'Something new happened', extensions: { code: 'SOMETHING_NEW' } }), {}, t),
    ).toBe('Something new happened');
    expect(
      errorMessage(
        graphqlError({ message: '  ', extensions: { code: 'SOMETHING_NEW' } }),
        { codes: { UNKNOWN: 'tasks.errors.unknown' } },
        t,
      ),
    ).toBe('tasks.errors.unknown');
  });

  it('has every reason key of the shared tables in the English catalogue', () => {
    for (const table of [
      TASK_ERROR_MESSAGES,
      METRIC_ERROR_MESSAGES,
      METRIC_ADMIN_ERROR_MESSAGES,
      ROLE_ERROR_MESSAGES,
      USER_ADMIN_ERROR_MESSAGES,
      PASSWORD_ERROR_MESSAGES,
    ]) {
      for (const { key } of Object.values(table)) expect(typeof inEnglish(key), key).toBe('string');
    }
  });
});
