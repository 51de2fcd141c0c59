// The profile hover card (spec 01 §7, §9): opens when the pointer rests on a person or the person gets keyboard
// focus, hides 500 ms after the pointer or focus leaves (the card itself keeps it open), popper offset 10. The card
// is not shown when the query fails or the viewer may not see that person (the server answers null).
import { HOVER_CARD_HIDE_MS, HOVER_CARD_POPPER_OFFSET_PX } from '@ascent/shared';
import { Anchor, Badge, Box, Group, Popover, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconClock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { UserHoverCardDocument } from '../../../generated/graphql.ts';
import { roleLabel } from '../roleLabel.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import { useClock } from './Clock.tsx';

export function ProfileHoverCard({
  userId,
  children,
  label,
}: {
  readonly userId: string;
  readonly children: ReactNode;
  readonly label?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { data, error } = useQuery(UserHoverCardDocument, {
    variables: { id: userId },
    skip: !opened,
    fetchPolicy: 'cache-first',
  });
  const cancel = useCallback(() => {
    if (timer.current !== undefined) window.clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const show = useCallback(() => {
    cancel();
    setOpened(true);
  }, [cancel]);
  const hideLater = useCallback(() => {
    cancel();
    timer.current = window.setTimeout(() => setOpened(false), HOVER_CARD_HIDE_MS);
  }, [cancel]);
  useEffect(() => cancel, [cancel]);
  // Following a link (the person's own or the card's) closes the card.
  const { pathname } = useLocation();
  useEffect(() => {
    cancel();
    setOpened(false);
  }, [pathname, cancel]);

  const card = data?.userHoverCard ?? null;
  const visible = opened && !error && card !== null;
  // The person's local time, ticking while the card is open (spec 02 §9 clock).
  const time = useClock(visible ? card?.timezone : null);
  return (
    <Popover
      opened={visible}
      offset={HOVER_CARD_POPPER_OFFSET_PX}
      position="bottom"
      width={300}
      shadow="md"
      withinPortal={false}
      withRoles={false}
      onDismiss={() => setOpened(false)}
    >
      <Popover.Target>
        <Box
          component="span"
          display="inline-flex"
          onMouseEnter={show}
          onMouseLeave={hideLater}
          onFocus={show}
          onBlur={hideLater}
          onClick={() => {
            // A wrapped link is being followed: close. A bare avatar opens on tap (touch screens have no hover).
            if (label) show();
            else {
              cancel();
              setOpened(false);
            }
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setOpened(false);
          }}
          tabIndex={label ? 0 : undefined}
          aria-label={label}
          role={label ? 'img' : undefined}
          style={{ borderRadius: label ? '50%' : undefined }}
          data-testid="hover-card-target"
        >
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown
        p={0}
        onMouseEnter={cancel}
        onMouseLeave={hideLater}
        onFocus={cancel}
        onBlur={hideLater}
        data-testid="profile-hover-card"
        role="group"
        aria-label={card ? t('people.card', { name: card.fullName }) : undefined}
      >
        {card ? (
          <>
            <Box
              h={64}
              style={{
                borderStartStartRadius: 'var(--mantine-radius-default)',
                borderStartEndRadius: 'var(--mantine-radius-default)',
                background: card.cover
                  ? `center / cover no-repeat url(${JSON.stringify(card.cover)})`
                  : 'var(--mantine-color-indigo-light)',
              }}
            />
            <Stack gap={6} p="md" pt={0} mt={-28}>
              <UserAvatar user={card} size={56} />
              <Anchor component={Link} to={`/profile/${card._id}`} fw={700} dir="auto" data-testid="hover-card-name">
                {card.fullName}
              </Anchor>
              <Group gap="xs">
                <Badge variant="light" tt="none" data-testid="hover-card-role">
                  {roleLabel(card.role, card.startups, t)}
                </Badge>
              </Group>
              {card.headline ? (
                <Text size="sm" dir="auto">
                  {card.headline}
                </Text>
              ) : null}
              {time ? (
                <Group gap={6} wrap="nowrap">
                  <IconClock size={16} aria-hidden />
                  <Text size="sm">{t('people.localTime', { time, timezone: card.timezone })}</Text>
                </Group>
              ) : null}
              {card.startups.length > 0 ? (
                <Text size="sm" c="dimmed" dir="auto">
                  {card.startups.map((s) => s.name).join(', ')}
                </Text>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Popover.Dropdown>
    </Popover>
  );
}
