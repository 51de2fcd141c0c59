// The pipeline's results, as a table or as cards (the view's layout): the same facts and the same selection for bulk
// actions either way — name, applicants, intake, rounds submitted, status and last change.
import { Card, Checkbox, Group, Progress, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationLayout } from '@ascent/shared';
import type { ApplicationsPipelineQuery } from '../../../generated/graphql.ts';
import { useFormatters } from '../../../ui/formatting/useFormatters.ts';
import { ApplicationStatusBadge } from '../ApplicationStatusBadge.tsx';

export type PipelineItem = ApplicationsPipelineQuery['applications']['results'][number];

interface Props {
  readonly items: readonly PipelineItem[];
  readonly layout: ApplicationLayout;
  /** Null when the caller cannot act in bulk (no selection boxes). */
  readonly selection: {
    readonly selected: ReadonlySet<string>;
    readonly set: (next: ReadonlySet<string>) => void;
  } | null;
}

export function ApplicationsResults({ items, layout, selection }: Props) {
  const { t } = useTranslation();
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.set(next);
  };
  const box = (a: PipelineItem) =>
    selection ? (
      <Checkbox
        aria-label={t('applications.bulk.select', { name: a.name })}
        checked={selection.selected.has(a._id)}
        onChange={() => toggle(a._id)}
        data-testid="application-select"
      />
    ) : null;
  return layout === 'cards' ? (
    <Cards items={items} box={box} />
  ) : (
    <Rows items={items} box={box} selection={selection} />
  );
}

type Box = (a: PipelineItem) => React.ReactNode;

function Rows({ items, box, selection }: { items: readonly PipelineItem[]; box: Box; selection: Props['selection'] }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const all = items.length > 0 && items.every((a) => selection?.selected.has(a._id));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover data-testid="applications-table">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('applications.bulk.selectAll')}
                  checked={all}
                  indeterminate={selection.selected.size > 0 && !all}
                  onChange={(e) =>
                    selection.set(e.currentTarget.checked ? new Set(items.map((a) => a._id)) : new Set())
                  }
                  data-testid="applications-select-all"
                />
              </Table.Th>
            ) : null}
            <Table.Th>{t('applications.pipeline.name')}</Table.Th>
            <Table.Th>{t('applications.pipeline.applicants')}</Table.Th>
            <Table.Th>{t('applications.pipeline.funnel')}</Table.Th>
            <Table.Th>{t('applications.pipeline.rounds')}</Table.Th>
            <Table.Th>{t('applications.pipeline.status')}</Table.Th>
            <Table.Th>{t('applications.pipeline.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((a) => (
            <Table.Tr key={a._id} data-testid="application-row">
              {selection ? <Table.Td>{box(a)}</Table.Td> : null}
              <Table.Td>
                <Link to={`/application/${a._id}`}>{a.name}</Link>
              </Table.Td>
              <Table.Td dir="auto">{a.members.map((m) => m.fullName).join(', ')}</Table.Td>
              <Table.Td dir="auto">{a.funnelName}</Table.Td>
              <Table.Td>
                {a.roundsSubmitted}/{a.roundCount}
              </Table.Td>
              <Table.Td>
                <ApplicationStatusBadge status={a.status} />
              </Table.Td>
              <Table.Td>{f.day(a.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Cards({ items, box }: { items: readonly PipelineItem[]; box: Box }) {
  const { t } = useTranslation();
  const f = useFormatters();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="applications-cards" role="list">
      {items.map((a) => (
        <Card key={a._id} withBorder padding="md" radius="md" role="listitem" data-testid="application-card">
          <Stack gap="xs">
            <Group gap="xs" wrap="nowrap" align="flex-start">
              {box(a)}
              <Text component={Link} to={`/application/${a._id}`} fw={600} lineClamp={2} c="inherit" dir="auto">
                {a.name}
              </Text>
            </Group>
            <Group>
              <ApplicationStatusBadge status={a.status} />
            </Group>
            <Text size="sm" c="dimmed" dir="auto" lineClamp={2}>
              {a.members.length > 0 ? a.members.map((m) => m.fullName).join(', ') : a.funnelName}
            </Text>
            <Text size="sm" dir="auto">
              {a.funnelName}
            </Text>
            <Progress
              value={a.roundCount > 0 ? (100 * a.roundsSubmitted) / a.roundCount : 0}
              size="sm"
              aria-label={t('applications.cards.rounds', { done: a.roundsSubmitted, total: a.roundCount })}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('applications.cards.rounds', { done: a.roundsSubmitted, total: a.roundCount })}
              </Text>
              <Text size="xs" c="dimmed">
                {f.day(a.updatedAt)}
              </Text>
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
