// A person's avatar (spec 01 §3): their picture, else initials from first and last name (or full name), else the
// default picture. Decorative: the name is always written next to it or in its label.
import { avatarInitials } from '@ascent/shared';
import { Avatar, type MantineSize } from '@mantine/core';

export interface AvatarPerson {
  readonly avatar?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly fullName?: string | null;
}

export function UserAvatar({
  user,
  size = 32,
  radius = 'xl',
}: {
  readonly user: AvatarPerson;
  readonly size?: number | MantineSize;
  readonly radius?: MantineSize;
}) {
  const initials = avatarInitials(user);
  return (
    <Avatar
      src={user.avatar || null}
      alt=""
      size={size}
      radius={radius}
      variant="filled"
      color="indigo.8"
      aria-hidden
      data-testid="user-avatar"
      data-kind={user.avatar ? 'image' : initials ? 'initials' : 'default'}
    >
      {/* Shown when there is no picture or it fails to load; without initials Mantine draws its default picture. */}
      {initials || undefined}
    </Avatar>
  );
}
