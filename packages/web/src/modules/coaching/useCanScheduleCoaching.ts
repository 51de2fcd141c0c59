// Whether the signed-in user may log coaching sessions (COACHING:SCHEDULE on some startup).
import { useHasPermission } from '../../ui/useHasPermission.ts';

export const useCanScheduleCoaching = (): boolean => useHasPermission('COACHING:SCHEDULE');
