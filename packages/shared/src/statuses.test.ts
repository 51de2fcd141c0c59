import { describe, expect, it } from 'vitest';
import {
  ALL_APPLICATION_STATUSES,
  APPLICATION_DECISION_ACTIONS,
  APPLICATION_DECISION_STATUS,
  APPLICATION_EVALUATION_IN_PROGRESS_STATUSES,
  APPLICATION_PENDING_STATUSES,
  APPLICATION_REVIEW_STATUSES,
  isApplicationStatus,
  isExportJobFinished,
} from './statuses.ts';

describe('application statuses', () => {
  it('hold both lists of the spec', () => {
    expect(ALL_APPLICATION_STATUSES).toHaveLength(8);
    for (const status of APPLICATION_REVIEW_STATUSES) expect(isApplicationStatus(status)).toBe(true);
    expect(APPLICATION_REVIEW_STATUSES).not.toContain('ready_for_meeting');
    expect(isApplicationStatus('approved')).toBe(false);
  });

  it('nest the evaluation group inside the pending group', () => {
    for (const status of APPLICATION_EVALUATION_IN_PROGRESS_STATUSES) {
      expect(APPLICATION_PENDING_STATUSES).toContain(status);
    }
    expect(APPLICATION_PENDING_STATUSES).not.toContain('draft');
  });

  it('map each decision to a status', () => {
    for (const action of APPLICATION_DECISION_ACTIONS) {
      expect(isApplicationStatus(APPLICATION_DECISION_STATUS[action])).toBe(true);
    }
    expect(APPLICATION_DECISION_STATUS.delay_reject).toBe('delay_rejected');
  });
});

describe('export jobs', () => {
  it('finish on completion or failure only', () => {
    expect(isExportJobFinished('COMPLETED')).toBe(true);
    expect(isExportJobFinished('ERROR')).toBe(true);
    expect(isExportJobFinished('IN_PROGRESS')).toBe(false);
  });
});
