// The startup file's "tasks" tab: the startup's tasks (the tasks module's StartupTasks).
import { StartupTasks } from '../../tasks/StartupTasks.tsx';
import type { StartupFileTabProps } from './tabs.tsx';

export function TasksTab({ startup }: StartupFileTabProps) {
  return <StartupTasks startupId={startup._id} />;
}
