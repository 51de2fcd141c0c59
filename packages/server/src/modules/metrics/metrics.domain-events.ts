// The domain events the metrics module publishes (core/events): the reactions — the timeline's DATA_DUE and
// DATA_SUBMITTED posts, the automated `metrics` task, the founders' and staff's notifications — subscribe to them.
import type { DataSubmittedEntry, SystemPostPayload } from '@ascent/shared';
import { eventNames } from '../../core/events/types.ts';

export interface MetricsPeriodOpened {
  periodId: string;
  startupId: string;
  from: string;
  to: string;
  dueDate: string;
  /** The startup's founders when the period opened (who must fill it in). */
  founderIds: string[];
  /** Where founders fill in their metrics. */
  formUrl: string;
}

export interface MetricsSubmitted {
  startupId: string;
  startupName: string;
  submittedById: string;
  /** Each period saved, with the snapshot of its data (the DATA_SUBMITTED post's payload). */
  periods: {
    periodId: string;
    from: string;
    to: string;
    dueDate: string;
    data: DataSubmittedEntry[];
    editedBy: SystemPostPayload['DATA_SUBMITTED']['editedBy'];
  }[];
  /** Staff assigned to the startup at the time. */
  staffIds: string[];
}

declare module '../../core/events/types.ts' {
  interface DomainEvents {
    /** A metrics period has ended and was opened for a startup (once per period). */
    'metrics.periodOpened': MetricsPeriodOpened;
    /** A startup's founder (or staff) saved the data of one or more periods. */
    'metrics.submitted': MetricsSubmitted;
  }
}

export const METRICS_EVENTS = eventNames('metrics.periodOpened', 'metrics.submitted');
