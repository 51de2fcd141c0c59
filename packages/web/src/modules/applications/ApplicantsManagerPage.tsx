// /applications-manager: the applicants — every person who applied to an intake the caller manages, one row per
// person, newest account first, searched by name or email and filtered by intake and by application status; 25 at a
// time, as a table (cards at phone width). Each row opens the person's applications and profile, and resends the
// confirmation email of an unconfirmed account (docs/applications.md, "Applicants").
import { useQuery } from '@apollo/client/react';
import { ALL_APPLICATION_STATUSES, type ApplicationStatus } from '@ascent/shared';
import { Alert, Button, Container, Group, Loader, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicantsDocument } from '../../generated/graphql.ts';
import { ApplicantCard, ApplicantRow } from './ApplicantRow.tsx';
import { useApplicantErrorMessage } from './applicantErrors.ts';

export function ApplicantsManagerPage() {
  const { t } = useTranslation();
  const message = useApplicantErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [funnelId, setFunnelId] = useState<string | null>(null);
  const [status, setStatus] = useState<ApplicationStatus | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const { data, previousData, loading, error, fetchMore } = useQuery(ApplicantsDocument, {
    variables: { search: debounced || null, funnelId, status },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.applicants;
  const phone = useMediaQuery('(max-width: 575.98px)');

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <div>
            <Title order={1} fz="h2">
              {t('applicants.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('applicants.intro')}
            </Text>
          </div>
          <Button component={Link} to="/applications" variant="default">
            {t('applicants.pipeline')}
          </Button>
        </Group>
        <Group align="end" wrap="wrap">
          <TextInput
            label={t('applicants.filters.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="applicants-search"
          />
          <Select
            label={t('applicants.filters.intake')}
            placeholder={t('applicants.filters.allIntakes')}
            clearable
            value={funnelId}
            onChange={setFunnelId}
            data={(page?.funnels ?? []).map((f) => ({ value: f._id, label: f.name }))}
            data-testid="applicants-intake"
          />
          <Select
            label={t('applicants.filters.status')}
            placeholder={t('applicants.filters.allStatuses')}
            clearable
            value={status}
            onChange={(v) => setStatus(v as ApplicationStatus | null)}
            data={ALL_APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`applications.status.${s}`) }))}
            data-testid="applicants-status"
          />
        </Group>
        {resent ? (
          <Alert
            color="teal"
            variant="outline"
            role="status"
            withCloseButton
            closeButtonLabel={t('applicants.close')}
            onClose={() => setResent(null)}
            data-testid="applicant-resent"
          >
            {t('applicants.resent', { email: resent })}
          </Alert>
        ) : null}
        {loading && !page ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? (
          <Alert color="red" variant="outline" role="alert">
            {message(error)}
          </Alert>
        ) : null}
        {page ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('applicants.count', { count: page.totalCount })}
          </Text>
        ) : null}
        {page && page.results.length > 0 && phone ? (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} data-testid="applicants-cards">
            {page.results.map((a) => (
              <ApplicantCard key={a._id} applicant={a} onResent={setResent} />
            ))}
          </Stack>
        ) : page && page.results.length > 0 ? (
          // Narrower than its columns (a tablet), the table scrolls sideways inside its own box, never the page.
          <Table.ScrollContainer minWidth={900}>
            <Table highlightOnHover verticalSpacing="sm" data-testid="applicants-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applicants.table.person')}</Table.Th>
                  <Table.Th>{t('applicants.table.account')}</Table.Th>
                  <Table.Th>{t('applicants.table.applications')}</Table.Th>
                  <Table.Th>{t('applicants.table.signedUp')}</Table.Th>
                  <Table.Th>{t('applicants.table.lastActivity')}</Table.Th>
                  <Table.Th>{t('applicants.table.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((a) => (
                  <ApplicantRow key={a._id} applicant={a} onResent={setResent} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : page ? (
          <Text c="dimmed">{t('applicants.empty')}</Text>
        ) : null}
        {page?.next ? (
          <Button
            variant="default"
            onClick={() =>
              void fetchMore({
                variables: { after: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  applicants: {
                    ...fetchMoreResult.applicants,
                    results: [...prev.applicants.results, ...fetchMoreResult.applicants.results],
                  },
                }),
              })
            }
            data-testid="applicants-more"
          >
            {t('applicants.more')}
          </Button>
        ) : null}
      </Stack>
    </Container>
  );
}
