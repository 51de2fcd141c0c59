// A person's skills and user tags on their profile (/profile/{id}): everyone who may see the profile sees them;
// whoever may edit users (USERS:EDIT) sets them here, from the lists of /setup/tags/mentortag and /setup/tags/user.
import { useMutation, useQuery } from '@apollo/client/react';
import { USER_TAG_KINDS, type UserTagKind } from '@ascent/shared';
import { Badge, Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SetUserTagsDocument,
  TagsOfKindDocument,
  UserTagsDocument,
  type SetupTagFragment,
} from '../../generated/graphql.ts';
import { useGranted } from '../startups/management/useGranted.ts';
import { useTaxonomyRun } from './TagKindPanel.tsx';
import { TaxonomyModal } from './TaxonomyList.tsx';

function KindSelect({
  kind,
  value,
  onChange,
}: {
  readonly kind: UserTagKind;
  readonly value: string[];
  readonly onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const options = useQuery(TagsOfKindDocument, { variables: { kind } }).data?.tags ?? [];
  return (
    <MultiSelect
      label={t(`taxonomy.kinds.${kind}`)}
      data={options.map((o) => ({ value: o._id, label: o.name }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      nothingFoundMessage={t('taxonomy.noneYet')}
      data-testid={`user-tags-${kind}`}
    />
  );
}

function EditForm({
  userId,
  tags,
  onClose,
}: {
  readonly userId: string;
  readonly tags: readonly SetupTagFragment[];
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useTaxonomyRun();
  const [ids, setIds] = useState<Record<UserTagKind, string[]>>({
    user: tags.filter((x) => x.kind === 'user').map((x) => x._id),
    mentortag: tags.filter((x) => x.kind === 'mentortag').map((x) => x._id),
  });
  const [save, { loading }] = useMutation(SetUserTagsDocument, { refetchQueries: [UserTagsDocument] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(async () => {
      for (const kind of USER_TAG_KINDS) await save({ variables: { userId, kind, tagIds: ids[kind] } });
    }, t('taxonomy.profile.saved'));
    if (ok) onClose();
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        {(['mentortag', 'user'] as const).map((kind) => (
          <KindSelect key={kind} kind={kind} value={ids[kind]} onChange={(v) => setIds({ ...ids, [kind]: v })} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('taxonomy.cancel')}
          </Button>
          <Button type="submit" loading={loading} data-testid="user-tags-save">
            {t('taxonomy.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProfileTags({
  userId,
  name,
  shown,
}: {
  readonly userId: string;
  readonly name: string;
  /** The profile fields shown of this person (their role's rules): skills and tags only where shown. */
  readonly shown: readonly string[];
}) {
  const { t } = useTranslation();
  const kinds = (['mentortag', 'user'] as const).filter((k) =>
    shown.includes(k === 'mentortag' ? 'skills' : 'userTags'),
  );
  const granted = useGranted();
  const [editing, setEditing] = useState(false);
  const tags = useQuery(UserTagsDocument, { variables: { userId } }).data?.userTags ?? [];
  const canEdit = granted.has('USERS:EDIT');
  if ((tags.length === 0 && !canEdit) || kinds.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="profile-tags">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id="profile-tags">
            {t('taxonomy.profile.title')}
          </Title>
          {canEdit ? (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconTags size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              data-testid="user-tags-edit"
            >
              {t('taxonomy.profile.edit')}
            </Button>
          ) : null}
        </Group>
        {kinds.map((kind) => {
          const mine = tags.filter((x) => x.kind === kind);
          return (
            <Stack gap={6} key={kind}>
              <Title order={3} fz="h5" id={`profile-tags-${kind}`}>
                {t(`taxonomy.kinds.${kind}`)}
              </Title>
              {mine.length ? (
                <Group
                  gap="xs"
                  component="ul"
                  aria-labelledby={`profile-tags-${kind}`}
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  data-testid={`profile-tags-${kind}`}
                >
                  {mine.map((tag) => (
                    <Badge component="li" key={tag._id} variant="light" tt="none" size="lg" fw={500}>
                      {tag.name}
                    </Badge>
                  ))}
                </Group>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('taxonomy.profile.none')}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
      <TaxonomyModal
        opened={editing}
        onClose={() => setEditing(false)}
        title={t('taxonomy.profile.editTitle', { name })}
      >
        {editing ? <EditForm userId={userId} tags={tags} onClose={() => setEditing(false)} /> : null}
      </TaxonomyModal>
    </Card>
  );
}
