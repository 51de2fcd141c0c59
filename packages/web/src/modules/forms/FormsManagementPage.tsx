// /forms/management: the organisation's forms, most recently changed first, 25 at a time with "Load more"; search
// in titles, the archived ones on their own tab; a new form, and each form's builder.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Button,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconForms, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArchiveFormDocument, FormsListDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useFormErrorMessage } from './formErrors.ts';

export const FORM_STATUS_COLOR: Record<string, string> = { draft: 'gray', published: 'green', archived: 'orange' };

export function FormsManagementPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useFormErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const variables = { search: debounced || null, archived: tab === 'archived' };
  const { data, previousData, loading, error, fetchMore, refetch } = useQuery(FormsListDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const [archive] = useMutation(ArchiveFormDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = (data ?? previousData)?.forms;

  const loadMore = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { ...variables, after: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          forms: { ...fetchMoreResult.forms, results: [...previous.forms.results, ...fetchMoreResult.forms.results] },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const toggleArchive = async (id: string, archived: boolean) => {
    try {
      await archive({ variables: { id, archived } });
      await refetch();
      notifications.show({
        color: 'green',
        message: t(archived ? 'forms.list.archived' : 'forms.list.restored'),
        withCloseButton: false,
      });
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <IconForms size={28} aria-hidden />
            <Title order={1} fz="h2">
              {t('forms.list.title')}
            </Title>
          </Group>
          <Button component={Link} to="/forms/management/new" leftSection={<IconPlus size={16} aria-hidden />}>
            {t('forms.list.new')}
          </Button>
        </Group>
        <Group gap="sm" wrap="wrap">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder={t('forms.list.search')}
            aria-label={t('forms.list.search')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <SegmentedControl
            value={tab}
            onChange={(v) => setTab(v as 'active' | 'archived')}
            data={[
              { value: 'active', label: t('forms.list.active') },
              { value: 'archived', label: t('forms.list.archivedTab') },
            ]}
          />
        </Group>
        {error ? (
          <Text c="red" role="alert">
            {message(error)}
          </Text>
        ) : null}
        {!page && loading ? <Loader aria-label={t('common.loading')} /> : null}
        {page && page.results.length === 0 ? (
          <Card withBorder radius="md" padding="xl" data-testid="forms-empty">
            <Text>{t(debounced ? 'forms.list.noMatch' : 'forms.list.empty')}</Text>
          </Card>
        ) : null}
        {page && page.results.length > 0 ? (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="forms-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('forms.list.columns.title')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.purpose')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.status')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.questions')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.responses')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.updated')}</Table.Th>
                  <Table.Th>{t('forms.list.columns.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((form) => (
                  <Table.Tr key={form._id} data-testid="form-row">
                    <Table.Td>
                      <Text component={Link} to={`/forms/management/${form._id}/edit`} fw={600} dir="auto">
                        {form.title}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`forms.purpose.${form.purpose}`)}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={FORM_STATUS_COLOR[form.status]} variant="dot">
                        {t(`forms.status.${form.status}`)}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>{f.number(form.questionCount)}</Table.Td>
                    <Table.Td>{f.number(form.submissionCount)}</Table.Td>
                    <Table.Td>{f.date(form.updatedAt)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => void toggleArchive(form._id, form.status !== 'archived')}
                        aria-label={t(
                          form.status === 'archived' ? 'forms.list.restoreNamed' : 'forms.list.archiveNamed',
                          {
                            title: form.title,
                          },
                        )}
                      >
                        {t(form.status === 'archived' ? 'forms.list.restore' : 'forms.list.archive')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {page?.next ? (
          <Group justify="center">
            <Button variant="default" loading={loadingMore} onClick={() => void loadMore()}>
              {t('forms.list.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
