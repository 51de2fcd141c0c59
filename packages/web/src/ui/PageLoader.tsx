import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The centred loader shown while the tenant, a screen or the user is being fetched. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" role="status" aria-live="polite">
      <Loader />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
