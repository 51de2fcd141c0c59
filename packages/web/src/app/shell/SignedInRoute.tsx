// Everything under the signed-in layout: the current user, then the header and the page.
import { CurrentUserProvider } from '../../modules/users/CurrentUserProvider.tsx';
import { SignedInLayout } from './SignedInLayout.tsx';

export function SignedInRoute() {
  return (
    <CurrentUserProvider>
      <SignedInLayout />
    </CurrentUserProvider>
  );
}
