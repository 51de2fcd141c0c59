// The help pages meant for the signed-in user's kind.
import { useMemo } from 'react';
import { useCurrentUser } from '../../modules/users/CurrentUserProvider.tsx';
import { HELP_PAGES, type HelpPage } from './helpPages.ts';
import { helpPagesFor } from './helpSearch.ts';
import { helpUserKind } from './userKind.ts';

export function useHelpPages(): HelpPage[] {
  const user = useCurrentUser();
  return useMemo(() => helpPagesFor(HELP_PAGES, helpUserKind(user.role.type)), [user.role.type]);
}
