// The management page's admin tabs for the organisation's tags (TAGS:EDIT) and industries (INDUSTRIES:EDIT).
import { DEFAULT_TAG_COLOR, TAG_CATEGORIES, type TagCategory as Category } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, ColorInput, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateIndustryDocument, CreateTagDocument, DeleteIndustryDocument, DeleteTagDocument, TaxonomyDocument, type TagCategory } from '../../../generated/graphql.ts';
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
      notifications.show({ color: 'red', title: t('startups.management.actionFailed'), message: startupErrorMessage(error, t) });
      return false;
    }
  };
}

export function TagsPanel() {
  const { t } = useTranslation();
  const run = useRun();
  const tags = useQuery(TaxonomyDocument).data?.tags ?? [];
  const [name, setName] = useState('');
  const [category, setCategory] = useState<Category>('untagged');
  const [color, setColor] = useState(DEFAULT_TAG_COLOR);
  const refetchQueries = [TaxonomyDocument];
  const [create, { loading }] = useMutation(CreateTagDocument, { refetchQueries });
  const [remove] = useMutation(DeleteTagDocument, { refetchQueries });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return;
    if (await run(() => create({ variables: { input: { name: name.trim(), category: category as TagCategory, color } } }), t('startups.taxonomy.tagCreated'))) setName('');
  };
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('startups.taxonomy.newTag')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput label={t('startups.taxonomy.name')} value={name} maxLength={60} required onChange={(e) => setName(e.currentTarget.value)} style={{ flex: '1 1 180px' }} data-testid="tag-name" />
          <Select label={t('startups.taxonomy.category')} data={TAG_CATEGORIES.map((c) => ({ value: c, label: t(`startups.tagCategories.${c}`) }))} value={category} onChange={(v) => v && setCategory(v as Category)} allowDeselect={false} style={{ flex: '1 1 160px' }} />
          <ColorInput label={t('startups.taxonomy.color')} value={color} onChange={setColor} format="hex" withEyeDropper={false} style={{ flex: '0 1 140px' }} />
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
                  <Button size="xs" variant="subtle" color="red" aria-label={t('startups.taxonomy.deleteNamed', { name: tag.name })} onClick={() => void run(() => remove({ variables: { id: tag._id } }), t('startups.taxonomy.deleted'))}>
                    {t('startups.taxonomy.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tags.length === 0 ? <Text c="dimmed">{t('startups.taxonomy.noneYet')}</Text> : null}
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
    if (await run(() => create({ variables: { name: name.trim() } }), t('startups.taxonomy.industryCreated'))) setName('');
  };
  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding="md" component="form" onSubmit={(e: FormEvent) => void submit(e)} aria-label={t('startups.taxonomy.newIndustry')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput label={t('startups.taxonomy.name')} value={name} maxLength={80} required onChange={(e) => setName(e.currentTarget.value)} style={{ flex: '1 1 220px' }} data-testid="industry-name" />
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
                  <Button size="xs" variant="subtle" color="red" aria-label={t('startups.taxonomy.deleteNamed', { name: i.name })} onClick={() => void run(() => remove({ variables: { id: i._id } }), t('startups.taxonomy.deleted'))}>
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
