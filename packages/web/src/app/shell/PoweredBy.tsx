import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export const PRODUCT_NAME = 'Ascent';

/** "Powered by Ascent" (spec §1: to be hidden by a feature flag; no such flag exists yet). */
export function PoweredBy() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="powered-by">
      {t('shell.poweredBy', { product: PRODUCT_NAME })}
    </Text>
  );
}
