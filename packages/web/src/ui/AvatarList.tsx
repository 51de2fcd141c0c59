// A row of avatars (spec 01 §9): 3 by default, 2 compact, up to `max` (default 5) large; the others fold into
// "+N" whose tooltip lists their names.
import { avatarListSplit, avatarOverflowLabel, type AvatarListMode } from '@ascent/shared';
import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileHoverCard } from '../modules/users/people/ProfileHoverCard.tsx';
import { UserAvatar, type AvatarPerson } from './UserAvatar.tsx';

export interface AvatarListPerson extends AvatarPerson {
  readonly _id: string;
  readonly fullName: string;
}

export function AvatarList({
  people,
  mode = 'default',
  max,
  withHoverCards = false,
}: {
  readonly people: readonly AvatarListPerson[];
  readonly mode?: AvatarListMode;
  readonly max?: number;
  readonly withHoverCards?: boolean;
}) {
  const { t } = useTranslation();
  const { shown, overflow } = avatarListSplit(people.length, mode, max);
  const size = mode === 'large' ? 40 : mode === 'compact' ? 26 : 32;
  const rest = people.slice(shown);
  // The overlap stays inside the initials' margin (they take the middle ~70 % of the circle), so "AB" never reads
  // "AE" under its neighbour; Mantine's "sm" (12 px) covered a third of a 32 px avatar.
  const overlap = Math.max(3, Math.round(size / 8));
  return (
    <Avatar.Group
      spacing={overlap}
      component="ul"
      aria-label={t('people.avatarList', { count: people.length })}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="avatar-list"
    >
      {people.slice(0, shown).map((p) => (
        <li key={p._id} style={{ display: 'flex' }}>
          {withHoverCards ? (
            <ProfileHoverCard userId={p._id} label={p.fullName}>
              <UserAvatar user={p} size={size} />
            </ProfileHoverCard>
          ) : (
            <Tooltip label={p.fullName} withArrow>
              <span
                tabIndex={0}
                role="img"
                aria-label={p.fullName}
                style={{ display: 'inline-flex', borderRadius: '50%' }}
              >
                <UserAvatar user={p} size={size} />
              </span>
            </Tooltip>
          )}
        </li>
      ))}
      {overflow > 0 ? (
        <li style={{ display: 'flex' }}>
          <Tooltip label={rest.map((p) => p.fullName).join(', ')} withArrow multiline maw={260}>
            <Avatar
              component="span"
              size={size}
              radius="xl"
              variant="filled"
              color="dark.5"
              role="img"
              tabIndex={0}
              aria-label={t('people.more', { count: overflow, names: rest.map((p) => p.fullName).join(', ') })}
              data-testid="avatar-overflow"
            >
              {avatarOverflowLabel(overflow)}
            </Avatar>
          </Tooltip>
        </li>
      ) : null}
    </Avatar.Group>
  );
}
