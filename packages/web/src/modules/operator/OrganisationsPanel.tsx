// The organisations of the instance: name, host label, plan, status, users and creation date, with the create,
// rename, suspend/resume and delete actions (each asks for confirmation; a deletion says where its export is).
import { Alert, Badge, Button, Group, Menu, ScrollArea, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { api, type Organisation } from './operatorApi.ts';
import { CreateOrganisationModal } from './CreateOrganisationModal.tsx';
import { OrganisationActionModal, type OrganisationAction } from './OrganisationActionModal.tsx';

const STATUS_COLOR = { active: 'green', suspended: 'orange', deleted: 'gray' } as const;

export function OrganisationsPanel() {
  const { t } = useTranslation();
  const message = useErrorMessage({});
  const [list, setList] = useState<{ organisations: Organisation[]; purgeGraceDays: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [action, setAction] = useState<{ kind: OrganisationAction; organisation: Organisation } | null>(null);

  const load = useCallback(() => {
    api<{ organisations: Organisation[]; purgeGraceDays: number }>('GET', '/api/operator/organisations').then(
      (body) => {
        setList(body);
        setError(null);
      },
      (err: unknown) => setError(message(err)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the message function changes with the language only
  }, []);
  useEffect(load, [load]);

  const done = (text: string) => {
    setNotice(text);
    setAction(null);
    setCreating(false);
    load();
  };
  const date = (iso: string) => new Date(iso).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });

  return (
    <>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Text c="dimmed">{t('operator.organisations.intro')}</Text>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="organisation-new">
          {t('operator.organisations.new')}
        </Button>
      </Group>
      {notice ? (
        <Alert
          color="blue"
          mb="md"
          role="status"
          withCloseButton
          onClose={() => setNotice(null)}
          data-testid="operator-notice"
        >
          <Text style={{ overflowWrap: 'anywhere' }}>{notice}</Text>
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" mb="md" role="alert">
          {error}
        </Alert>
      ) : null}
      {!list && !error ? <PageLoader /> : null}
      {list ? (
        <ScrollArea type="auto">
          <Table striped highlightOnHover miw={760} data-testid="organisations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.organisations.name')}</Table.Th>
                <Table.Th>{t('operator.organisations.label')}</Table.Th>
                <Table.Th>{t('operator.organisations.plan')}</Table.Th>
                <Table.Th>{t('operator.organisations.status')}</Table.Th>
                <Table.Th>{t('operator.organisations.users')}</Table.Th>
                <Table.Th>{t('operator.organisations.created')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('operator.organisations.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.organisations.map((o) => (
                <Table.Tr key={o.label} data-testid="organisation-row" data-label={o.label}>
                  <Table.Td>{o.name}</Table.Td>
                  <Table.Td dir="ltr">{o.label}</Table.Td>
                  <Table.Td>{o.plan}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLOR[o.status]} variant="light">
                      {t(`operator.status.${o.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{o.users}</Table.Td>
                  <Table.Td>{date(o.createdAt)}</Table.Td>
                  <Table.Td>
                    {o.status === 'deleted' ? (
                      <Text size="sm" c="dimmed">
                        {t('operator.organisations.purgedAfter', { count: list.purgeGraceDays })}
                      </Text>
                    ) : (
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <Button
                            variant="subtle"
                            size="compact-sm"
                            aria-label={t('operator.organisations.actionsOf', { name: o.name })}
                            data-testid="organisation-actions"
                          >
                            <IconDots size={18} aria-hidden />
                          </Button>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item onClick={() => setAction({ kind: 'rename', organisation: o })}>
                            {t('operator.actions.rename')}
                          </Menu.Item>
                          {o.status === 'active' ? (
                            <Menu.Item onClick={() => setAction({ kind: 'suspend', organisation: o })}>
                              {t('operator.actions.suspend')}
                            </Menu.Item>
                          ) : (
                            <Menu.Item onClick={() => setAction({ kind: 'resume', organisation: o })}>
                              {t('operator.actions.resume')}
                            </Menu.Item>
                          )}
                          <Menu.Item color="red" onClick={() => setAction({ kind: 'delete', organisation: o })}>
                            {t('operator.actions.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      ) : null}
      <CreateOrganisationModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(o, email) => done(t('operator.organisations.createdNotice', { name: o.name, email }))}
      />
      {action ? (
        <OrganisationActionModal
          action={action.kind}
          organisation={action.organisation}
          purgeGraceDays={list?.purgeGraceDays ?? 30}
          onClose={() => setAction(null)}
          onDone={done}
        />
      ) : null}
    </>
  );
}
