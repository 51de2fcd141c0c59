import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { canReloadForStaleChunk, reloadForStaleChunk } from '../modules/errors/staleChunk.ts';
import { App } from './App.tsx';
import { initI18n } from './i18n.ts';

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

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
