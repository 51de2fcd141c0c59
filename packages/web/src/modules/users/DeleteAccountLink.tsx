// The way to /account/settings/delete from the account settings, shown only when the organisation allows it.
import { Anchor, Group } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SelfDeleteAllowedDocument } from '../../generated/graphql.ts';

export function DeleteAccountLink() {
  const { t } = useTranslation();
  const { data } = useQuery(SelfDeleteAllowedDocument);
  if (!data?.publicIncubator?.allowUserSelfDelete) return null;
  return (
    <Group gap={6}>
      <IconTrash size={16} aria-hidden color="var(--mantine-color-red-text)" />
      <Anchor component={Link} to="/account/settings/delete" c="red" data-testid="delete-account-link">
        {t('deleteAccount.link')}
      </Anchor>
    </Group>
  );
}
