// The formatters for the reader's language and the organisation's currency and time zone.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../modules/incubators/TenantProvider.tsx';
import { createFormatters, type Formatters } from './formatters.ts';

export function useFormatters(): Formatters {
  const { t, i18n } = useTranslation();
  const { tenant } = useTenant();
  const language = i18n.language;
  return useMemo(
    () =>
      createFormatters({
        language,
        currency: tenant?.currency,
        timeZone: tenant?.timezone,
        relativeLabels: {
          yesterday: t('formats.yesterday'),
          today: t('formats.today'),
          tomorrow: t('formats.tomorrow'),
        },
      }),
    [language, tenant?.currency, tenant?.timezone, t],
  );
}
