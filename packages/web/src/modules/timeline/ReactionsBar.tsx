// The six reactions (spec 02 §3) with their counts; each is a toggle button (aria-pressed) named by its word and count.
// Without the activity feed they are read only: the reactions given, as a list.
import { REACTION_TYPES } from '@ascent/shared';
import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactionType } from '../../generated/graphql.ts';

export const REACTION_EMOJI: Readonly<Record<ReactionType, string>> = {
  CHECK: '✅',
  FIRE: '🔥',
  HEART: '❤️',
  HOORAY: '🎉',
  LIKE: '👍',
  ROCKET: '🚀',
};

export function ReactionsBar({
  reactions,
  onToggle,
}: {
  readonly reactions: readonly { readonly type: ReactionType; readonly count: number; readonly reacted: boolean }[];
  /** Absent: reactions are shown, not given (the activity feed is switched off). */
  readonly onToggle?: (type: ReactionType) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ReactionType | null>(null);
  if (!onToggle) {
    const given = REACTION_TYPES.flatMap((type) => reactions.filter((r) => r.type === type && r.count > 0));
    if (given.length === 0) return null;
    return (
      <Group gap={6} role="list" aria-label={t('timeline.reactions.label')} data-testid="timeline-reactions">
        {given.map((r) => (
          <Badge key={r.type} role="listitem" variant="light" color="gray" radius="xl" tt="none">
            <span aria-hidden>{REACTION_EMOJI[r.type]}</span>
            <VisuallyHidden>{t(`timeline.reactions.${r.type}`)}</VisuallyHidden>
            <span style={{ marginInlineStart: 4 }}>{r.count}</span>
          </Badge>
        ))}
      </Group>
    );
  }
  return (
    <Group gap={6} role="group" aria-label={t('timeline.reactions.label')} data-testid="timeline-reactions">
      {REACTION_TYPES.map((type) => {
        const r = reactions.find((x) => x.type === type) ?? { type, count: 0, reacted: false };
        return (
          <Button
            key={type}
            size="compact-sm"
            radius="xl"
            variant={r.reacted ? 'light' : 'subtle'}
            color={r.reacted ? undefined : 'gray'}
            aria-pressed={r.reacted}
            title={t('timeline.reactions.toggle', { reaction: t(`timeline.reactions.${type}`), count: r.count })}
            loading={busy === type}
            data-testid={`timeline-reaction-${type}`}
            onClick={() => {
              setBusy(type);
              void onToggle(type).finally(() => setBusy(null));
            }}
          >
            <span aria-hidden>{REACTION_EMOJI[type]}</span>
            {/* The name is the reaction's word (hidden) and the count shown: "Rocket 2". */}
            <VisuallyHidden>{t(`timeline.reactions.${type}`)}</VisuallyHidden>
            {r.count > 0 ? <span style={{ marginInlineStart: 4 }}>{r.count}</span> : null}
          </Button>
        );
      })}
    </Group>
  );
}
