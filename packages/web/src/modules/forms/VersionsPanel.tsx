// The builder's "Versions" tab: every version of the form (its number, state, when it was published and how many
// questions it holds), each after the first with a link comparing it with the one before, and a choice of any two
// to compare (/forms/management/form/{baseId}/compare/{compareId}).
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Group, Loader, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconArrowsDiff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormVersionListDocument } from '../../generated/graphql.ts';

export const comparePath = (baseId: string, compareId: string) =>
  `/forms/management/form/${baseId}/compare/${compareId}`;

export function VersionsPanel({ formId }: { readonly formId: string }) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(FormVersionListDocument, {
    variables: { formId },
    fetchPolicy: 'cache-and-network',
  });
  const versions = data?.formVersions ?? [];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  if (error && !data)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
        {t('forms.versions.loadFailed')}
      </Alert>
    );
  if (!data) return <Loader aria-label={t('forms.versions.loading')} />;
  const date = (iso: string | null | undefined) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
      : '—';
  const options = versions.map((v) => ({ value: v._id, label: t('forms.versions.number', { number: v.number }) }));
  const base = from || versions.at(-2)?._id || '';
  const compare = to || versions.at(-1)?._id || '';
  return (
    <Stack gap="md" data-testid="form-versions">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('forms.versions.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('forms.versions.version')}</Table.Th>
              <Table.Th>{t('forms.versions.state')}</Table.Th>
              <Table.Th>{t('forms.versions.published')}</Table.Th>
              <Table.Th>{t('forms.versions.questions')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('forms.versions.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v, i) => (
              <Table.Tr key={v._id} data-testid="form-version-row">
                <Table.Td>{t('forms.versions.number', { number: v.number })}</Table.Td>
                <Table.Td>{t(`forms.status.${v.status}`)}</Table.Td>
                <Table.Td>{date(v.publishedAt)}</Table.Td>
                <Table.Td>{v.questionCount}</Table.Td>
                <Table.Td>
                  {i > 0 ? (
                    <Anchor component={Link} to={comparePath(versions[i - 1]!._id, v._id)} size="sm">
                      {t('forms.versions.compareWithPrevious', { number: versions[i - 1]!.number })}
                    </Anchor>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {versions.length > 1 ? (
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t('forms.versions.from')}
            data={options}
            value={base}
            onChange={(e) => setFrom(e.currentTarget.value)}
            data-testid="compare-from"
          />
          <NativeSelect
            label={t('forms.versions.to')}
            data={options}
            value={compare}
            onChange={(e) => setTo(e.currentTarget.value)}
            data-testid="compare-to"
          />
          <Button
            component={Link}
            to={comparePath(base, compare)}
            leftSection={<IconArrowsDiff size={16} aria-hidden />}
            data-testid="compare-versions"
          >
            {t('forms.versions.compare')}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('forms.versions.onlyOne')}
        </Text>
      )}
    </Stack>
  );
}
