import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/spotlight/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { canReloadForStaleChunk, reloadForStaleChunk } from './errors/staleChunk.ts';
import { App } from './App.tsx';
import { isRtl } from '@ascent/shared';
import { BrowserNotSupported } from './shell-states/BrowserNotSupported.tsx';
import { browserSupport } from './shell-states/browserSupport.ts';
import { registerServiceWorker } from './shell-states/serviceWorker.ts';
import { i18n, initI18n } from './i18n.ts';

// A preloaded chunk of an older deployment is gone: reload once to get the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (canReloadForStaleChunk()) {
    event.preventDefault();
    reloadForStaleChunk();
  }
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

await initI18n();

if (browserSupport(window.navigator.userAgent) === 'blocked') {
  // Spec §2.4: old browsers get a full-screen message instead of the app.
  document.documentElement.lang = i18n.language;
  document.documentElement.dir = isRtl(i18n.language) ? 'rtl' : 'ltr';
  createRoot(container).render(<BrowserNotSupported t={i18n.t} />);
} else {
  if (import.meta.env.PROD) registerServiceWorker();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
