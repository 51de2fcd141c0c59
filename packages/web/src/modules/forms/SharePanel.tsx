// The builder's Share tab: the form's links (/share/forms/{uuid}) with who may open them (signed-in people or
// anyone), when they expire, copy and withdraw; a new link. A form is shared once published.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Card, CopyButton, Group, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateFormShareLinkDocument,
  FormShareLinksDocument,
  RevokeFormShareLinkDocument,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useFormErrorMessage } from './formErrors.ts';

export function SharePanel({ formId, published }: { readonly formId: string; readonly published: boolean }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useFormErrorMessage();
  const { data, refetch } = useQuery(FormShareLinksDocument, {
    variables: { formId },
    fetchPolicy: 'cache-and-network',
  });
  const [create, { loading }] = useMutation(CreateFormShareLinkDocument);
  const [revoke] = useMutation(RevokeFormShareLinkDocument);
  const [requiresSignIn, setRequiresSignIn] = useState(true);
  const [expires, setExpires] = useState('');
  const links = data?.formShareLinks ?? [];
  const address = (token: string) => `${window.location.origin}/share/forms/${token}`;

  const onCreate = async () => {
    try {
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      await create({ variables: { formId, requiresSignIn, expiresAt } });
      setExpires('');
      await refetch();
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };
  const onRevoke = async (id: string) => {
    try {
      await revoke({ variables: { id } });
      await refetch();
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };

  return (
    <Stack gap="md">
      {!published ? (
        <Alert color="blue" variant="light">
          {t('forms.share.publishFirst')}
        </Alert>
      ) : (
        <Card withBorder radius="md" padding="md">
          <Stack gap="sm">
            <Switch
              label={t('forms.share.requiresSignIn')}
              description={t('forms.share.requiresSignInHelp')}
              checked={requiresSignIn}
              onChange={(e) => setRequiresSignIn(e.currentTarget.checked)}
            />
            <TextInput
              type="date"
              label={t('forms.share.expires')}
              description={t('forms.share.expiresHelp')}
              value={expires}
              onChange={(e) => setExpires(e.currentTarget.value)}
              w={{ base: '100%', sm: 240 }}
            />
            <Button
              leftSection={<IconLink size={16} aria-hidden />}
              loading={loading}
              onClick={() => void onCreate()}
              w="fit-content"
              data-testid="create-share-link"
            >
              {t('forms.share.create')}
            </Button>
          </Stack>
        </Card>
      )}
      {links.length > 0 ? (
        <Table.ScrollContainer minWidth={600}>
          <Table verticalSpacing="sm" data-testid="share-links">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('forms.share.address')}</Table.Th>
                <Table.Th>{t('forms.share.who')}</Table.Th>
                <Table.Th>{t('forms.share.expires')}</Table.Th>
                <Table.Th>{t('forms.list.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {links.map((link) => {
                const live = !link.revokedAt && (!link.expiresAt || new Date(link.expiresAt).getTime() > Date.now());
                return (
                  <Table.Tr key={link._id} data-testid="share-link" data-live={live}>
                    <Table.Td>
                      <Text size="sm" dir="ltr" style={{ wordBreak: 'break-all' }} data-testid="share-address">
                        {address(link.token)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(link.requiresSignIn ? 'forms.share.signedIn' : 'forms.share.anyone')}</Table.Td>
                    <Table.Td>{link.expiresAt ? f.date(link.expiresAt) : t('forms.share.never')}</Table.Td>
                    <Table.Td>
                      {live ? (
                        <Group gap={6} wrap="nowrap">
                          <CopyButton value={address(link.token)}>
                            {({ copied, copy }) => (
                              <Button
                                size="xs"
                                variant="light"
                                leftSection={<IconCopy size={14} aria-hidden />}
                                onClick={copy}
                              >
                                {t(copied ? 'forms.share.copied' : 'forms.share.copy')}
                              </Button>
                            )}
                          </CopyButton>
                          <Button size="xs" variant="subtle" color="red" onClick={() => void onRevoke(link._id)}>
                            {t('forms.share.revoke')}
                          </Button>
                        </Group>
                      ) : (
                        <StatusBadge color="gray" variant="dot">
                          {t(link.revokedAt ? 'forms.share.revoked' : 'forms.share.expired')}
                        </StatusBadge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
