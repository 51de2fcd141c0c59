// Why an export ended without its file (docs/exports.md): stored as a code in the job's `error`, optionally followed
// by ": " and the refusing module's own words (`refused`), so that each reader sees the reason in their language.
export const EXPORT_FAILURES = {
  subjectGone: {
    key: 'exports.failure.subjectGone',
    defaultMessage: 'The startup or programme no longer exists.',
  },
  requesterInactive: {
    key: 'exports.failure.requesterInactive',
    defaultMessage: 'The requester may no longer export these applications.',
  },
  refused: {
    key: 'exports.failure.refused',
    defaultMessage: 'What was asked can no longer be exported (the intake or your rights changed); request it again.',
  },
  writeFailed: { key: 'exports.failure.writeFailed', defaultMessage: 'The export could not be written.' },
  queueFailed: { key: 'exports.failure.queueFailed', defaultMessage: 'The export could not be queued.' },
  interrupted: {
    key: 'exports.failure.interrupted',
    defaultMessage: 'The export was interrupted and did not finish; please request it again.',
  },
} as const;
export type ExportFailure = keyof typeof EXPORT_FAILURES;

/** The stored form: the code, and the detail after ": " when there is one. */
export const exportFailure = (reason: ExportFailure, detail?: string): string =>
  detail ? `${reason}: ${detail}` : reason;

/** The stored error read back: its code (null for a free text stored before codes) and its English words. */
export function readExportFailure(stored: string): { reason: ExportFailure | null; message: string } {
  const [head, ...rest] = stored.split(': ');
  if (head && Object.hasOwn(EXPORT_FAILURES, head)) {
    const reason = head as ExportFailure;
    return { reason, message: rest.length ? rest.join(': ') : EXPORT_FAILURES[reason].defaultMessage };
  }
  return { reason: null, message: stored };
}
