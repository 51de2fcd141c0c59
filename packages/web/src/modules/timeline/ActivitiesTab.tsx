// The startup file's "activities" tab (the default): the startup's timeline.
import type { StartupFileTabProps } from '../startups/file/tabs.tsx';
import { StartupTimeline } from './StartupTimeline.tsx';

export function ActivitiesTab({ startup }: StartupFileTabProps) {
  return <StartupTimeline startupId={startup._id} />;
}
