// Who wrote a post or comment: avatar (with the profile hover card), name, role label, relative date, edited marker.
import { Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelinePostFieldsFragment } from '../../generated/graphql.ts';
import { ProfileHoverCard } from '../users/people/ProfileHoverCard.tsx';
import { useRequiredTenant } from '../incubators/TenantProvider.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { translatedRoleLabel } from '../users/roleLabel.ts';
import { fullDate, relativeDate } from './timelineFormat.ts';

type Author = NonNullable<TimelinePostFieldsFragment['createdBy']>;

/** The role label: the role's own; "Founder" when the server says so (a cofounder alone in the startup), or a default role's name, translated. */
export function authorRole(author: Author, t: TFunction): string {
  return translatedRoleLabel(author.roleLabel, t, author.roleType);
}

export function TimelineAuthorLine({
  author,
  createdAt,
  edited,
  size = 40,
}: {
  readonly author: Author | null | undefined;
  readonly createdAt: string;
  readonly edited: boolean;
  readonly size?: number;
}) {
  const { t, i18n } = useTranslation();
  const organisation = useRequiredTenant().name;
  const when = (
    <Tooltip label={fullDate(createdAt, i18n.language)}>
      <Text component="time" dateTime={createdAt} size="xs" c="dimmed">
        {relativeDate(createdAt, i18n.language)}
      </Text>
    </Tooltip>
  );
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {author ? (
        <ProfileHoverCard userId={author._id}>
          <UserAvatar user={author} size={size} />
        </ProfileHoverCard>
      ) : (
        <UserAvatar user={{ fullName: organisation }} size={size} />
      )}
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          {author ? (
            <Text
              component={Link}
              to={`/profile/${author._id}/show`}
              fw={600}
              size="sm"
              c="var(--mantine-color-text)"
              style={{ textDecoration: 'none' }}
            >
              {author.fullName}
            </Text>
          ) : (
            <Text fw={600} size="sm">
              {organisation}
            </Text>
          )}
          {author ? (
            <Text size="xs" c="dimmed" data-testid="timeline-author-role">
              {authorRole(author, t)}
            </Text>
          ) : null}
        </Group>
        <Group gap={6}>
          {when}
          {edited ? (
            <Text size="xs" c="dimmed" fs="italic" data-testid="timeline-edited">
              · {t('timeline.post.edited')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Group>
  );
}
