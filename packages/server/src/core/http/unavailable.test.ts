import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { dependencyUnavailable, outageOf } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('outageOf', () => {
  it('recognises a database that cannot be reached, directly or as a cause', () => {
    expect(outageOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('database');
    expect(outageOf(new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }))).toBe(
      'database',
    );
    expect(outageOf(withCode('terminating connection due to administrator command', '57P01'))).toBe('database');
    expect(outageOf(withCode('connection failure', '08006'))).toBe('database');
    expect(outageOf(new Error('timeout exceeded when trying to connect'))).toBe('database');
  });

  it('recognises Redis away', () => {
    expect(
      outageOf(
        Object.assign(new Error('Reached the max retries per request limit'), { name: 'MaxRetriesPerRequestError' }),
      ),
    ).toBe('redis');
    expect(outageOf(new Error("Stream isn't writeable and enableOfflineQueue options is false"))).toBe('redis');
    expect(outageOf(new Error('Command timed out'))).toBe('redis');
  });

  it('leaves every other failure alone', () => {
    expect(outageOf(new Error('duplicate key value violates unique constraint'))).toBeNull();
    expect(outageOf(withCode('syntax error', '42601'))).toBeNull();
    expect(outageOf(new AppError('NOT_FOUND', 'gone'))).toBeNull();
    expect(outageOf(undefined)).toBeNull();
  });

  it('answers a retryable 503 naming the dependency', () => {
    const err = dependencyUnavailable('database');
    expect(err.status).toBe(503);
    expect(err.code).toBe('DEPENDENCY_UNAVAILABLE');
    expect(err.details).toMatchObject({ dependency: 'database', retryAfterSeconds: 2 });
  });
});
