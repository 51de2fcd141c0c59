// /404, and any screen that wants to say "no such record": NotFound with ?back=<path> support.
import { useSearchParams } from 'react-router';
import { NotFound } from './NotFound.tsx';

export function NotFoundPage() {
  const [params] = useSearchParams();
  const back = params.get('back');
  // Only paths on this site.
  return <NotFound backTo={back && back.startsWith('/') && !back.startsWith('//') ? back : '/'} />;
}
