// The full-screen message for browsers spec 01 §2.4 blocks. Plain markup and inline styles: it is
// rendered instead of the app, without Mantine, Apollo or the router.
import type { TFunction } from 'i18next';

export function BrowserNotSupported({ t }: { readonly t: TFunction }) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
        textAlign: 'center',
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
        background: 'Canvas',
        color: 'CanvasText',
      }}
    >
      <h1 style={{ fontSize: '1.75rem', margin: '0 0 12px' }}>{t('shellStates.browser.title')}</h1>
      <p style={{ fontSize: '1rem', maxWidth: 480, margin: 0 }}>{t('shellStates.browser.body')}</p>
    </main>
  );
}
