// Spec 01 §4 "Service worker": registered on load; existing registrations are updated; when a new
// worker finishes installing while an old one controls the page, the page reloads. A failure is
// only logged.
export function registerServiceWorker(url = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => {
    void (async () => {
      try {
        const existing = await navigator.serviceWorker.getRegistrations();
        await Promise.all(existing.map((registration) => registration.update()));
        const registration = await navigator.serviceWorker.register(url);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) window.location.reload();
          });
        });
      } catch (error) {
        console.error('Service worker registration failed', error);
      }
    })();
  };
  // The app may start after the page's load event (it awaits its language catalogue first): then register at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
