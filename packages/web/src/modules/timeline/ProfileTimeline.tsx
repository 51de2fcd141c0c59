// The profile's timeline tab (/profile/{id}/timeline): what the person posted and the messages naming them, across
// the startups the viewer may read, each post rendered by the startup timeline's own card (with its comments,
// reactions and the viewer's rights there) under a link to its startup's timeline. Newest first, infinite scroll.
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconBuildingSkyscraper, IconTimeline } from '@tabler/icons-react';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProfileTimelineDocument } from '../../generated/graphql.ts';
import { TimelinePostCard } from './TimelinePostCard.tsx';
import { useFeedPaging } from './useFeedPaging.ts';
import { useTimelineActions } from './useTimelineActions.ts';

export function ProfileTimeline({ userId, fullName }: { readonly userId: string; readonly fullName: string }) {
  const { t } = useTranslation();
  const { data, error, loading, fetchMore, refetch } = useQuery(ProfileTimelineDocument, {
    variables: { userId, cursor: null },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.profileTimeline;
  const reload = useCallback(() => refetch(), [refetch]);
  const actions = useTimelineActions(reload);
  const fetchNext = useCallback(
    (cursor: string) =>
      fetchMore({
        variables: { cursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          const seen = new Set(previous.profileTimeline.results.map((p) => p._id));
          const more = fetchMoreResult.profileTimeline;
          return {
            profileTimeline: {
              ...more,
              results: [...previous.profileTimeline.results, ...more.results.filter((p) => !seen.has(p._id))],
              startups: [...previous.profileTimeline.startups, ...more.startups.filter((p) => !seen.has(p.postId))],
            },
          };
        },
      }),
    [fetchMore],
  );
  const { sentinel, loadingMore } = useFeedPaging(page?.next ?? null, fetchNext);
  const startupOf = new Map(page?.startups.map((s) => [s.postId, s]));
  const items = (page?.results ?? []).flatMap((post) => {
    const on = startupOf.get(post._id);
    return on ? [{ post, startupId: on.startupId, startupName: on.startupName }] : [];
  });

  return (
    <Stack gap="md" data-testid="profile-timeline">
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
      {page && items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" data-testid="profile-timeline-empty">
          <IconTimeline size={40} aria-hidden opacity={0.5} />
          <Text c="dimmed">{t('profile.timeline.empty', { name: fullName })}</Text>
        </Stack>
      ) : null}
      <Stack
        gap="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-label={t('profile.timeline.listLabel', { name: fullName })}
      >
        {items.map(({ startupId, startupName, post }) => (
          <Stack component="li" key={post._id} gap={6}>
            <Group gap={6} wrap="nowrap">
              <IconBuildingSkyscraper size={16} aria-hidden />
              <Text size="sm">
                <Trans
                  i18nKey="profile.timeline.on"
                  values={{ startup: startupName }}
                  components={{
                    startup: (
                      <Anchor
                        component={Link}
                        to={`/startup/${startupId}/file/activities`}
                        dir="auto"
                        fz="inherit"
                        fw={600}
                      />
                    ),
                  }}
                />
              </Text>
            </Group>
            <TimelinePostCard post={post} actions={actions} />
          </Stack>
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
