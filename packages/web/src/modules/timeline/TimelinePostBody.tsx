// The body of each kind of post: a message (with its files), data due, data submitted (per value: the metric's
// name in the user's language, the value by unit type, the difference and change with an arrow and colour), and a
// categorisation update or skip (its answers).
import { CATEGORIZATION_ANSWER_KEYS, type CategorizationAnswerKey } from '@ascent/shared';
import { Anchor, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelinePostFieldsFragment } from '../../generated/graphql.ts';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { readToken } from '../auth/tokenStore.ts';
import { TimelineCoachingInvitePost } from './TimelineCoachingInvitePost.tsx';
import { TimelineCoachingPost } from './TimelineCoachingPost.tsx';
import { formatChange, formatMetricDiff, formatMetricValue, periodDate, translated } from './timelineFormat.ts';

type Post = TimelinePostFieldsFragment;

const isCategorizationKey = (key: string): key is CategorizationAnswerKey =>
  (CATEGORIZATION_ANSWER_KEYS as readonly string[]).includes(key);

/** Files need the bearer token: fetched, then handed to the browser as a blob. */
async function openAttachment(url: string, name: string): Promise<void> {
  const token = readToken();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) return;
  const blob = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = blob;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(blob), 10_000);
}

function DataSubmitted({ post }: { readonly post: Extract<Post, { __typename: 'TimelineDataSubmittedPost' }> }) {
  const { t, i18n } = useTranslation();
  const currency = useRequiredTenant().currency;
  const language = i18n.language;
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('timeline.dataSubmitted.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('timeline.dataSubmitted.period', {
          from: periodDate(post.from, language),
          to: periodDate(post.to, language),
        })}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={4} data-testid="timeline-data-values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('timeline.dataSubmitted.metric')}</Table.Th>
              <Table.Th>{t('timeline.dataSubmitted.value')}</Table.Th>
              <Table.Th>{t('timeline.dataSubmitted.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {post.data.map((d) => {
              const fmt = { unitType: d.unitType, unit: d.unit, currency, language };
              const up = (d.metadata.diff ?? 0) > 0;
              const down = (d.metadata.diff ?? 0) < 0;
              const color = up ? 'teal' : down ? 'red' : 'dimmed';
              return (
                <Table.Tr key={d.id}>
                  <Table.Td>{translated(d.metricName, language)}</Table.Td>
                  <Table.Td>{formatMetricValue(d.value, d.dateValue, fmt)}</Table.Td>
                  <Table.Td>
                    {d.metadata.useArrow && d.metadata.diff !== null && d.metadata.diff !== undefined ? (
                      <Group gap={4} wrap="nowrap" c={color}>
                        {up ? <IconArrowUpRight size={16} aria-label={t('timeline.dataSubmitted.up')} /> : null}
                        {down ? <IconArrowDownRight size={16} aria-label={t('timeline.dataSubmitted.down')} /> : null}
                        <Text size="sm" c={color}>
                          {formatMetricDiff(d.metadata.diff, fmt)}
                          {d.metadata.change !== null && d.metadata.change !== undefined
                            ? ` (${formatChange(d.metadata.change, language)})`
                            : ''}
                        </Text>
                      </Group>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {post.editedBy ? (
        <Text size="xs" c="dimmed">
          {t('timeline.dataSubmitted.editedBy', {
            name: post.editedBy.editedBy.fullName,
            date: periodDate(post.editedBy.editedAt.slice(0, 10), language),
          })}
        </Text>
      ) : null}
    </Stack>
  );
}

export function TimelinePostBody({ post }: { readonly post: Post }) {
  const { t, i18n } = useTranslation();
  switch (post.__typename) {
    case 'TimelineMessagePost':
      return (
        <Stack gap="xs">
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} dir="auto" data-testid="timeline-message">
            {post.message}
          </Text>
          {post.attachments.length > 0 ? (
            <List
              spacing={2}
              size="sm"
              icon={<IconPaperclip size={14} aria-hidden />}
              aria-label={t('timeline.post.attachments')}
            >
              {post.attachments.map((a) => (
                <List.Item key={a._id}>
                  <Anchor component="button" type="button" size="sm" onClick={() => void openAttachment(a.url, a.name)}>
                    {a.name}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      );
    case 'TimelineDataDuePost':
      return (
        <Stack gap={2}>
          <Text fw={600}>{t('timeline.dataDue.title')}</Text>
          <Text size="sm">
            {t('timeline.dataDue.body', {
              from: periodDate(post.from, i18n.language),
              to: periodDate(post.to, i18n.language),
              due: periodDate(post.dueDate, i18n.language),
            })}
          </Text>
        </Stack>
      );
    case 'TimelineDataSubmittedPost':
      return <DataSubmitted post={post} />;
    case 'TimelineCoachingSessionPost':
      return <TimelineCoachingPost post={post} />;
    case 'TimelineCoachingInvitePost':
      return <TimelineCoachingInvitePost post={post} />;
    case 'TimelineCategorizationPost':
      return (
        <Stack gap={4}>
          <Text fw={600}>{post.skip ? t('timeline.categorization.skip') : t('timeline.categorization.update')}</Text>
          {post.values.length > 0 ? (
            <List size="sm" spacing={2}>
              {post.values.map((v) => (
                <List.Item key={v.key}>
                  {isCategorizationKey(v.key) ? t(`timeline.categorization.questions.${v.key}`) : v.key}
                  {': '}
                  <Text span fw={600}>
                    {v.value === 'yes'
                      ? t('categorization.yes')
                      : v.value === 'no'
                        ? t('categorization.no')
                        : t('timeline.categorization.unanswered')}
                  </Text>
                </List.Item>
              ))}
            </List>
          ) : null}
        </Stack>
      );
    default:
      return null;
  }
}
