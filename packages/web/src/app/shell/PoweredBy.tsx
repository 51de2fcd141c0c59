import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../modules/incubators/TenantProvider.tsx';

export const PRODUCT_NAME = 'Ascent';

/** "Powered by Ascent" (spec §1), hidden when the organisation's hidePoweredBy feature flag is on. */
export function PoweredBy() {
  const { t } = useTranslation();
  const { tenant } = useTenant();
  if (tenant?.hidePoweredBy) return <span />;
  return (
    <Text size="sm" c="dimmed" data-testid="powered-by">
      {t('shell.poweredBy', { product: PRODUCT_NAME })}
    </Text>
  );
}
