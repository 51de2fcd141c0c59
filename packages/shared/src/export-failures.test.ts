import { describe, expect, it } from 'vitest';
import { exportFailure, readExportFailure } from './export-failures.ts';

describe('export failures', () => {
  it('reads back the code and its English words, or the refusing module’s detail', () => {
    expect(readExportFailure(exportFailure('writeFailed'))).toEqual({
      reason: 'writeFailed',
      message: 'The export could not be written.',
    });
    expect(readExportFailure(exportFailure('refused', 'This programme intake does not exist.'))).toEqual({
      reason: 'refused',
      message: 'This programme intake does not exist.',
    });
  });

  it('keeps a free text stored before codes as it is, without a code', () => {
    expect(readExportFailure('Disk full: try later.')).toEqual({ reason: null, message: 'Disk full: try later.' });
    expect(readExportFailure('constructor')).toEqual({ reason: null, message: 'constructor' });
  });
});
