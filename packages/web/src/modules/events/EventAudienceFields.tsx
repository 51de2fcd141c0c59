// The event form's narrower audience: programmes, people tags and startup tags (each empty: everyone). An event
// naming several lists is shown to whoever matches every one of them.
import { useQuery } from '@apollo/client/react';
import { MultiSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EventAudienceOptionsDocument } from '../../generated/graphql.ts';
import type { EventDraft } from './eventModel.ts';

type Audience = Pick<EventDraft, 'programIds' | 'userTagIds' | 'startupTagIds'>;

export function EventAudienceFields({
  draft,
  onChange,
}: {
  readonly draft: Audience;
  readonly onChange: (patch: Partial<Audience>) => void;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(EventAudienceOptionsDocument);
  const options = (list: readonly { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((o) => ({ value: o._id, label: o.name }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <MultiSelect
        label={t('events.form.programs')}
        description={t('events.form.everyone')}
        data={options(data?.programs)}
        value={draft.programIds}
        onChange={(programIds) => onChange({ programIds })}
        searchable
        data-testid="event-programs"
      />
      <MultiSelect
        label={t('events.form.userTags')}
        description={t('events.form.everyone')}
        data={options(data?.userTags)}
        value={draft.userTagIds}
        onChange={(userTagIds) => onChange({ userTagIds })}
        searchable
        data-testid="event-user-tags"
      />
      <MultiSelect
        label={t('events.form.startupTags')}
        description={t('events.form.everyone')}
        data={options(data?.startupTags)}
        value={draft.startupTagIds}
        onChange={(startupTagIds) => onChange({ startupTagIds })}
        searchable
        data-testid="event-startup-tags"
      />
    </SimpleGrid>
  );
}
