// Whether a dashboard card's link leads somewhere the user may go: the shared access rule the navigation applies
// (@ascent/shared entryState), so a card never links to a page that would refuse its reader.
import { entryState } from '@ascent/shared';
import { useCallback } from 'react';
import { useNavigationFacts } from '../navigation/useNavigationFacts.ts';

export function useOpenPath(): (path: string) => boolean {
  const facts = useNavigationFacts();
  return useCallback((path: string) => (facts ? entryState(path.split('?')[0]!, facts) === 'open' : false), [facts]);
}
