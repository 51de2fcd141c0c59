// /coaching/invitation/expired: where an invite's link lands once it no longer takes answers (its last proposed time
// passed, or two weeks went by). The person who invited can send new times.
import { Button, Text } from '@mantine/core';
import { IconClockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../ui/StatusScreen.tsx';

export function InvitationExpiredPage() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconClockX size={44} />}
      title={t('coachingInvite.expired.title')}
      testId="invite-expired"
      actions={
        <Button component={Link} to="/" variant="default">
          {t('coachingInvite.expired.home')}
        </Button>
      }
    >
      <Text c="dimmed">{t('coachingInvite.expired.body')}</Text>
    </StatusScreen>
  );
}
