// The router's error boundary: a 404 from the router shows the "lost" screen; a chunk that failed to
// load (a new deployment replaced it) reloads the page once, behind a loader; anything else shows
// the generic error screen.
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { LostInCosmos } from '../../ui/LostInCosmos.tsx';
import { canReloadForStaleChunk, isChunkLoadError, reloadForStaleChunk } from './staleChunk.ts';

export function RouteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [reloading] = useState(() => isChunkLoadError(error) && canReloadForStaleChunk());
  useEffect(() => {
    if (reloading) reloadForStaleChunk();
    else if (!notFound) console.error(error);
  }, [error, notFound, reloading]);
  if (notFound) return <LostInCosmos />;
  if (reloading) return <PageLoader />;
  return <ErrorScreen />;
}
