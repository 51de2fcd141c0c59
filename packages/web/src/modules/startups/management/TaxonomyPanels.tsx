// The management page's admin tabs for the organisation's tags (TAGS:EDIT) and industries (INDUSTRIES:EDIT). A tag
// is created in the form above its table and edited in a dialog; both use the same fields (TagFields).
import { DEFAULT_TAG_COLOR, TAG_CATEGORIES, type TagCategory as Category } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ColorInput, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CreateIndustryDocument,
  CreateTagDocument,
  DeleteIndustryDocument,
  DeleteTagDocument,
  TaxonomyDocument,
  UpdateTagDocument,
  type TagCategory,
} from '../../../generated/graphql.ts';
import { TagBadge } from '../file/StartupFileHeader.tsx';
import { startupErrorMessage } from '../startupErrors.ts';

function useRun() {
  const { t } = useTranslation();
  return async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('startups.management.actionFailed'),
        message: startupErrorMessage(error, t),
      });
      return false;
    }
  };
}

/** A tag's editable values, as the create form and the edit dialog hold them. */
export interface TagDraft {
  name: string;
  category: Category;
  color: string;
}

const EMPTY_TAG: TagDraft = { name: '', category: 'untagged', color: DEFAULT_TAG_COLOR };
const tagInput = (d: TagDraft) => ({ name: d.name.trim(), category: d.category as TagCategory, color: d.color });

/** The name, category and colour fields of a tag (labelled; `testIdPrefix` names the name field for tests). */
function TagFields({
  value,
  onChange,
  testIdPrefix,
}: {
  value: TagDraft;
  onChange: (next: TagDraft) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('startups.taxonomy.name')}
        value={value.name}
        maxLength={60}
        required
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        style={{ flex: '1 1 180px' }}
        data-testid={`${testIdPrefix}-name`}
        data-autofocus
      />
      <Select
        label={t('startups.taxonomy.category')}
        data={TAG_CATEGORIES.map((c) => ({ value: c, label: t(`startups.tagCategories.${c}`) }))}
        value={value.category}
        onChange={(v) => v && onChange({ ...value, category: v as Category })}
        allowDeselect={false}
        style={{ flex: '1 1 160px' }}
      />
      <ColorInput
        label={t('startups.taxonomy.color')}
        value={value.color}
        onChange={(color) => onChange({ ...value, color })}
        format="hex"
        withEyeDropper={false}
        style={{ flex: '0 1 140px' }}
      />
    </>
  );
}

/** The form of the edit dialog, filled from the tag it opens with (keyed by the tag: a new tag, a new form). */
function EditTagForm({ tag, onClose }: { tag: { _id: string } & TagDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const run = useRun();
  const [draft, setDraft] = useState<TagDraft>({ name: tag.name, category: tag.category, color: tag.color });
  const [update, { loading }] = useMutation(UpdateTagDocument, { refetchQueries: [TaxonomyDocument] });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim()) return;
    if (
      await run(() => update({ variables: { id: tag._id, input: tagInput(draft) } }), t('startups.taxonomy.tagUpdated'))
    )
      onClose();
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('startups.taxonomy.editTag')} data-testid="tag-edit-form">
      <Stack gap="sm">
        <TagFields value={draft} onChange={setDraft} testIdPrefix="tag-edit" />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('startups.taxonomy.cancel')}
          </Button>
          <Button type="submit" loading={loading} data-testid="tag-edit-save">
            {t('startups.taxonomy.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The dialog editing one tag (Escape or Cancel closes it unsaved); closed when `tag` is null. */
function EditTagModal({ tag, onClose }: { tag: ({ _id: string } & TagDraft) | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={tag != null} onClose={onClose} title={t('startups.taxonomy.editTag')}>
      {tag ? <EditTagForm key={tag._id} tag={tag} onClose={onClose} /> : null}
    </Modal>
  );
}

export function TagsPanel() {
  const { t } = useTranslation();
  const run = useRun();
  const tags = useQuery(TaxonomyDocument).data?.tags ?? [];
  const [draft, setDraft] = useState<TagDraft>(EMPTY_TAG);
  const [editedId, setEditedId] = useState<string | null>(null);
  const edited = tags.find((tag) => tag._id === editedId);
  const refetchQueries = [TaxonomyDocument];
  const [create, { loading }] = useMutation(CreateTagDocument, { refetchQueries });
  const [remove] = useMutation(DeleteTagDocument, { refetchQueries });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!draft.name.trim()) return;
    if (await run(() => create({ variables: { input: tagInput(draft) } }), t('startups.taxonomy.tagCreated')))
      setDraft({ ...draft, name: '' });
  };
  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        component="form"
        onSubmit={(e: FormEvent) => void submit(e)}
        aria-label={t('startups.taxonomy.newTag')}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TagFields value={draft} onChange={setDraft} testIdPrefix="tag" />
          <Button type="submit" loading={loading} data-testid="tag-create">
            {t('startups.taxonomy.add')}
          </Button>
        </Group>
      </Card>
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label={t('startups.taxonomy.tags')} data-testid="tags-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('startups.taxonomy.name')}</Table.Th>
              <Table.Th scope="col">{t('startups.taxonomy.category')}</Table.Th>
              <Table.Th scope="col">{t('startups.taxonomy.used')}</Table.Th>
              <Table.Th scope="col">{t('startups.management.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.map((tag) => (
              <Table.Tr key={tag._id}>
                <Table.Td>
                  <TagBadge tag={tag} />
                </Table.Td>
                <Table.Td>{t(`startups.tagCategories.${tag.category}`)}</Table.Td>
                <Table.Td>{tag.startupCount}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={t('startups.taxonomy.editNamed', { name: tag.name })}
                    onClick={() => setEditedId(tag._id)}
                    data-testid="tag-edit"
                  >
                    {t('startups.taxonomy.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('startups.taxonomy.deleteNamed', { name: tag.name })}
                    onClick={() =>
                      void run(() => remove({ variables: { id: tag._id } }), t('startups.taxonomy.deleted'))
                    }
                  >
                    {t('startups.taxonomy.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tags.length === 0 ? <Text c="dimmed">{t('startups.taxonomy.noneYet')}</Text> : null}
      <EditTagModal
        tag={
          edited
            ? { _id: edited._id, name: edited.name, category: edited.category as Category, color: edited.color }
            : null
        }
        onClose={() => setEditedId(null)}
      />
    </Stack>
  );
}

export function IndustriesPanel() {
  const { t } = useTranslation();
  const run = useRun();
  const industries = useQuery(TaxonomyDocument).data?.industries ?? [];
  const [name, setName] = useState('');
  const refetchQueries = [TaxonomyDocument];
  const [create, { loading }] = useMutation(CreateIndustryDocument, { refetchQueries });
  const [remove] = useMutation(DeleteIndustryDocument, { refetchQueries });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    if (await run(() => create({ variables: { name: name.trim() } }), t('startups.taxonomy.industryCreated')))
      setName('');
  };
  return (
    <Stack gap="md">
      <Card
        withBorder
        radius="md"
        padding="md"
        component="form"
        onSubmit={(e: FormEvent) => void submit(e)}
        aria-label={t('startups.taxonomy.newIndustry')}
      >
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            label={t('startups.taxonomy.name')}
            value={name}
            maxLength={80}
            required
            onChange={(e) => setName(e.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
            data-testid="industry-name"
          />
          <Button type="submit" loading={loading} data-testid="industry-create">
            {t('startups.taxonomy.add')}
          </Button>
        </Group>
      </Card>
      <Table.ScrollContainer minWidth={360}>
        <Table aria-label={t('startups.taxonomy.industries')} data-testid="industries-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('startups.taxonomy.name')}</Table.Th>
              <Table.Th scope="col">{t('startups.taxonomy.used')}</Table.Th>
              <Table.Th scope="col">{t('startups.management.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {industries.map((i) => (
              <Table.Tr key={i._id}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>{i.startupCount}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={t('startups.taxonomy.deleteNamed', { name: i.name })}
                    onClick={() => void run(() => remove({ variables: { id: i._id } }), t('startups.taxonomy.deleted'))}
                  >
                    {t('startups.taxonomy.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
