import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

const ID = '0b6e2f0e-8a1c-4b8e-9d6a-3f1f2e4d5c6b';

describe('the cursor codec', () => {
  it('round-trips the values of each shape', () => {
    expect(decodeCursor(encodeCursor(['2026-11-22 00:28:52.344123+00', ID]), ['timestamp', 'uuid'])).toEqual([
      '2026-11-22 00:28:52.344123+00',
      ID,
    ]);
    expect(decodeCursor(encodeCursor(['Ångström Labs', ID]), ['text', 'uuid'])).toEqual(['Ångström Labs', ID]);
    expect(decodeCursor(encodeCursor(['2026-11-22T10:00:00.000Z', ID, true]), ['instant', 'uuid', 'flag'])).toEqual([
      '2026-11-22T10:00:00.000Z',
      ID,
      true,
    ]);
  });

  it('refuses junk, another shape and tampered values', () => {
    for (const raw of [
      '',
      'garbage',
      '%%%',
      'x'.repeat(3000),
      Buffer.from('["x","y"]').toString('base64url'),
      Buffer.from('{"a":1}').toString('base64url'),
    ]) {
      expect(decodeCursor(raw, ['timestamp', 'uuid']), raw.slice(0, 20)).toBeNull();
    }
    expect(decodeCursor(encodeCursor(['Acme', ID]), ['timestamp', 'uuid'])).toBeNull();
    expect(decodeCursor(encodeCursor(['2026-11-22', 'not-an-id']), ['text', 'uuid'])).toBeNull();
    expect(decodeCursor(encodeCursor(['yesterday', ID, false]), ['instant', 'uuid', 'flag'])).toBeNull();
    expect(decodeCursor(encodeCursor(['a', ID, 'yes']), ['text', 'uuid', 'flag'])).toBeNull();
    expect(decodeCursor(12, ['text'])).toBeNull();
  });
});
