// The event form's links to material (slides, a reading list, a recording): rows of a title and a web address, added
// and removed in place, in the order the event page shows them. The shared rule (eventFieldErrors) checks them.
import { EVENT_LIMITS } from '@ascent/shared';
import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDraft } from './eventModel.ts';

interface Props {
  readonly links: EventDraft['links'];
  readonly error?: string;
  readonly onChange: (links: EventDraft['links']) => void;
  readonly onTouch: () => void;
}

export function EventLinkFields({ links, error, onChange, onTouch }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<EventDraft['links'][number]>) =>
    onChange(links.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  return (
    <Input.Wrapper label={t('events.form.links')} description={t('events.form.linksHelp')} error={error}>
      <Stack gap="xs" mt={6} data-testid="event-links">
        {links.map((link, index) => (
          // At phone width the title and the address wrap onto lines of their own.
          <Group key={index} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 10rem' }}
              aria-label={t('events.form.linkTitle')}
              placeholder={t('events.form.linkTitle')}
              maxLength={EVENT_LIMITS.linkTitle}
              value={link.title}
              onChange={(e) => set(index, { title: e.currentTarget.value })}
              onBlur={onTouch}
            />
            <TextInput
              style={{ flex: '2 1 14rem' }}
              type="url"
              dir="ltr"
              aria-label={t('events.form.linkUrl')}
              placeholder="https://"
              maxLength={EVENT_LIMITS.link}
              value={link.url}
              onChange={(e) => set(index, { url: e.currentTarget.value })}
              onBlur={onTouch}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('events.form.removeLink', { title: link.title || link.url || index + 1 })}
              onClick={() => {
                onChange(links.filter((_, i) => i !== index));
                onTouch();
              }}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {links.length < EVENT_LIMITS.links ? (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconLink size={16} aria-hidden />}
              onClick={() => onChange([...links, { title: '', url: '' }])}
            >
              {t('events.form.addLink')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}
