// Spec §2.4: the reusable 404 screen with a "Go Back" button to a given path (default /).
import { Button } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function NotFound({ backTo = '/' }: { readonly backTo?: string }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark="404"
      title={t('errors.notFound.title')}
      testId="not-found"
      actions={
        <Button component={Link} to={backTo} leftSection={<IconArrowBack size={18} aria-hidden />}>
          {t('errors.notFound.back')}
        </Button>
      }
    />
  );
}
