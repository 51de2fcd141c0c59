// An event's cover on its edit page (ui/CoverPicker with reference "event", saved at once by setEventCover; in a
// series the later dates get it too). The event's page and cards show it.
import { useMutation } from '@apollo/client/react';
import { SetEventCoverDocument } from '../../generated/graphql.ts';
import { CoverPicker } from '../../ui/CoverPicker.tsx';

export function EventCover({ eventId, cover }: { readonly eventId: string; readonly cover: string | null }) {
  const [setCover] = useMutation(SetEventCoverDocument, { refetchQueries: ['EventDetail', 'EventsList'] });
  return (
    <CoverPicker
      reference={{ referenceType: 'event', referenceId: eventId }}
      cover={cover}
      testId="event-cover"
      onSet={async (attachmentId) =>
        (await setCover({ variables: { id: eventId, attachmentId } })).data?.setEventCover.cover ?? null
      }
    />
  );
}
