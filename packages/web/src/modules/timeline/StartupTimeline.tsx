// A startup's activity timeline (spec 02 §2, §4; issue 7 §3): the composer, a filter by post kind (changing it
// restarts the list), then the posts newest first (the first page headed by the pinned ones); further pages load when
// the sentinel at the end is 20 % visible (useFeedPaging).
import { TIMELINE_POST_KINDS, type TimelinePostKind } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTimeline } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupEventTimelineDocument } from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { TimelineComposer } from './TimelineComposer.tsx';
import { TimelinePostCard } from './TimelinePostCard.tsx';
import { useFeedPaging } from './useFeedPaging.ts';
import { useTimelineActions } from './useTimelineActions.ts';

export function StartupTimeline({ startupId }: { readonly startupId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [kind, setKind] = useState<TimelinePostKind | ''>('');
  const variables = { startupId, type: kind || null, cursor: null };
  const { data, error, loading, fetchMore, refetch } = useQuery(StartupEventTimelineDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.startupEventTimeline;
  const reload = useCallback(() => refetch(), [refetch]);
  const actions = useTimelineActions(reload);
  const fetchNext = useCallback(
    (cursor: string) =>
      fetchMore({
        variables: { cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.startupEventTimeline.results.map((p) => p._id));
          return {
            startupEventTimeline: {
              ...fetchMoreResult.startupEventTimeline,
              results: [
                ...previous.startupEventTimeline.results,
                ...fetchMoreResult.startupEventTimeline.results.filter((p) => !seen.has(p._id)),
              ],
            },
          };
        },
      }),
    [fetchMore],
  );
  const { sentinel, loadingMore } = useFeedPaging(page?.next ?? null, fetchNext);

  const posts = page?.results ?? [];
  return (
    <Stack gap="md" data-testid="startup-timeline">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} fz="h3">
          {t('timeline.title')}
        </Title>
        <NativeSelect
          label={t('timeline.filter.label')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as TimelinePostKind | '')}
          data={[
            { value: '', label: t('timeline.filter.all') },
            ...TIMELINE_POST_KINDS.map((k) => ({ value: k, label: t(`timeline.filter.${k}`) })),
          ]}
          data-testid="timeline-filter"
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      {page?.canPost ? (
        <TimelineComposer
          startupId={startupId}
          userId={user._id}
          canPostStaffOnly={page.canPostStaffOnly}
          onPost={actions.createPost}
        />
      ) : null}
      {error && !page ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('timeline.loadFailed')}
        </Alert>
      ) : null}
      {!page && loading ? (
        <Group justify="center" py="xl">
          <Loader aria-label={t('common.loading')} />
        </Group>
      ) : null}
      {page && posts.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-testid="timeline-empty">
          <IconTimeline size={40} aria-hidden opacity={0.5} />
          <Text c="dimmed">{kind ? t('timeline.emptyFiltered') : t('timeline.empty')}</Text>
        </Stack>
      ) : null}
      <Stack
        gap="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('timeline.listLabel')}
      >
        {posts.map((p) => (
          <li key={p._id}>
            <TimelinePostCard post={p} actions={actions} />
          </li>
        ))}
      </Stack>
      <div ref={sentinel} data-testid="timeline-sentinel" style={{ minHeight: 1 }} />
      {loadingMore ? (
        <Group justify="center" py="sm">
          <Loader size="sm" aria-label={t('timeline.loadingMore')} />
        </Group>
      ) : null}
    </Stack>
  );
}
