// The management page's admin tabs for the organisation's startup tags (TAGS:EDIT) and industries (INDUSTRIES:EDIT):
// the taxonomy's one list (modules/taxonomy/TaxonomyList.tsx), with a startup tag's category and colour (TagFields)
// in its create form and its edit dialog. /setup/tags/startup and /setup/industries show the same panels.
import { DEFAULT_TAG_COLOR, TAG_CATEGORIES, type TagCategory as Category } from '@ascent/shared';
import { useMutation } from '@apollo/client/react';
import { Button, ColorInput, Group, Select, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TagsOfKindDocument,
  TaxonomyDocument,
  UpdateTagDocument,
  type TagCategory,
} from '../../../generated/graphql.ts';
import { TagKindPanel, useTaxonomyRun } from '../../taxonomy/TagKindPanel.tsx';
import { TagBadge } from '../file/StartupFileHeader.tsx';

export { IndustriesPanel } from '../../taxonomy/TagKindPanel.tsx';

/** A tag's editable values, as the create form and the edit dialog hold them. */
export interface TagDraft {
  name: string;
  category: Category;
  color: string;
}

const EMPTY_TAG: TagDraft = { name: '', category: 'untagged', color: DEFAULT_TAG_COLOR };
const tagInput = (d: TagDraft) => ({
  name: d.name.trim(),
  kind: 'startup' as const,
  category: d.category as TagCategory,
  color: d.color,
});

/** The name, category and colour fields of a tag (labelled; `testIdPrefix` names the name field for tests). */
function TagFields({
  value,
  onChange,
  testIdPrefix,
  withName = true,
}: {
  value: TagDraft;
  onChange: (next: TagDraft) => void;
  testIdPrefix: string;
  /** The create form has its own name field (TaxonomyList's). */
  withName?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {withName ? (
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
      ) : null}
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
  const run = useTaxonomyRun();
  const [draft, setDraft] = useState<TagDraft>({ name: tag.name, category: tag.category, color: tag.color });
  const [update, { loading }] = useMutation(UpdateTagDocument, {
    refetchQueries: [TaxonomyDocument, TagsOfKindDocument],
  });
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

/** The startup tags: the taxonomy's list with a category and colour per tag. */
export function TagsPanel() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<TagDraft>(EMPTY_TAG);
  return (
    <TagKindPanel
      kind="startup"
      createValues={{ category: draft.category as TagCategory, color: draft.color }}
      createExtra={<TagFields value={draft} onChange={setDraft} testIdPrefix="tag" withName={false} />}
      renderName={(tag) => <TagBadge tag={tag} />}
      extraColumn={{
        heading: t('startups.taxonomy.category'),
        cell: (tag) => t(`startups.tagCategories.${tag.category}`),
      }}
      editItem={(tag, close) => (
        <EditTagForm
          key={tag._id}
          tag={{ _id: tag._id, name: tag.name, category: tag.category as Category, color: tag.color }}
          onClose={close}
        />
      )}
    />
  );
}
