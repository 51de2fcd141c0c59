// One kind's tag list (/setup/tags/{kind}; the startup tags tab of /startups/management adds its category and
// colour through `createValues`, `createExtra` and `editItem`) and the industries list: both are TaxonomyList.
import { useMutation, useQuery } from '@apollo/client/react';
import { STARTUP_LIMITS, TAG_KIND_CARRIERS, TAXONOMY_ERRORS } from '@ascent/shared';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors.ts';
import {
  CreateIndustryDocument,
  CreateTagDocument,
  DeleteIndustryDocument,
  DeleteTagDocument,
  MergeIndustriesDocument,
  MergeTagsDocument,
  ReorderIndustriesDocument,
  ReorderTagsDocument,
  SetupIndustriesDocument,
  TagsOfKindDocument,
  TaxonomyDocument,
  UpdateIndustryDocument,
  UpdateTagDocument,
  type SetupTagFragment,
  type TagCategory,
  type TagKind,
} from '../../generated/graphql.ts';
import { TaxonomyList } from './TaxonomyList.tsx';

/** Runs a call with its toasts; true when it succeeded. */
export function useTaxonomyRun() {
  const { t } = useTranslation();
  return async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('taxonomy.failed'),
        message: errorMessage(error, { reasons: TAXONOMY_ERRORS }, t),
      });
      return false;
    }
  };
}

export function TagKindPanel({
  kind,
  createValues,
  createExtra,
  editItem,
  extraColumn,
  renderName,
}: {
  readonly kind: TagKind;
  readonly createValues?: { category: TagCategory; color: string };
  readonly createExtra?: ReactNode;
  readonly editItem?: (tag: SetupTagFragment, close: () => void) => ReactNode;
  readonly extraColumn?: { heading: string; cell: (tag: SetupTagFragment) => ReactNode };
  readonly renderName?: (tag: SetupTagFragment) => ReactNode;
}) {
  const { t } = useTranslation();
  const run = useTaxonomyRun();
  const items = useQuery(TagsOfKindDocument, { variables: { kind } }).data?.tags ?? [];
  const refetchQueries = [TagsOfKindDocument, TaxonomyDocument];
  const [create] = useMutation(CreateTagDocument, { refetchQueries });
  const [update] = useMutation(UpdateTagDocument, { refetchQueries });
  const [remove] = useMutation(DeleteTagDocument, { refetchQueries });
  const [merge] = useMutation(MergeTagsDocument, { refetchQueries });
  const [reorder] = useMutation(ReorderTagsDocument, { refetchQueries });
  return (
    <TaxonomyList
      label={t(`taxonomy.kinds.${kind}`)}
      usesLabel={t(`taxonomy.uses.${TAG_KIND_CARRIERS[kind] ?? 'none'}`)}
      items={items}
      maxLength={STARTUP_LIMITS.tagName}
      testId="tag"
      createExtra={createExtra}
      editItem={editItem}
      extraColumn={extraColumn}
      renderName={renderName}
      onCreate={(name) =>
        run(() => create({ variables: { input: { name, kind, ...createValues } } }), t('taxonomy.created'))
      }
      onRename={(tag, name) =>
        run(
          () => update({ variables: { id: tag._id, input: { name, kind, category: tag.category, color: tag.color } } }),
          t('taxonomy.renamed'),
        )
      }
      onMerge={(source, target) =>
        run(
          () => merge({ variables: { sourceId: source._id, targetId: target._id } }),
          t('taxonomy.merged', { source: source.name, target: target.name }),
        )
      }
      onDelete={(tag) => run(() => remove({ variables: { id: tag._id } }), t('taxonomy.deleted'))}
      onReorder={(ids) => run(() => reorder({ variables: { kind, ids } }), t('taxonomy.reordered'))}
    />
  );
}

export function IndustriesPanel() {
  const { t } = useTranslation();
  const run = useTaxonomyRun();
  const data = useQuery(SetupIndustriesDocument).data?.industries ?? [];
  const items = data.map((i) => ({ ...i, useCount: i.startupCount }));
  const refetchQueries = [SetupIndustriesDocument, TaxonomyDocument];
  const [create] = useMutation(CreateIndustryDocument, { refetchQueries });
  const [update] = useMutation(UpdateIndustryDocument, { refetchQueries });
  const [remove] = useMutation(DeleteIndustryDocument, { refetchQueries });
  const [merge] = useMutation(MergeIndustriesDocument, { refetchQueries });
  const [reorder] = useMutation(ReorderIndustriesDocument, { refetchQueries });
  return (
    <TaxonomyList
      label={t('taxonomy.industries')}
      usesLabel={t('taxonomy.uses.startups')}
      items={items}
      maxLength={STARTUP_LIMITS.industryName}
      testId="industry"
      onCreate={(name) => run(() => create({ variables: { name } }), t('taxonomy.created'))}
      onRename={(i, name) => run(() => update({ variables: { id: i._id, name } }), t('taxonomy.renamed'))}
      onMerge={(source, target) =>
        run(
          () => merge({ variables: { sourceId: source._id, targetId: target._id } }),
          t('taxonomy.merged', { source: source.name, target: target.name }),
        )
      }
      onDelete={(i) => run(() => remove({ variables: { id: i._id } }), t('taxonomy.deleted'))}
      onReorder={(ids) => run(() => reorder({ variables: { ids } }), t('taxonomy.reordered'))}
    />
  );
}
