// The pipeline's filter bar: the "All pending" / "Evaluation in Progress" / all groups, one status (with each status's
// count), the intake, search over names and answers, the answer filters of the chosen intake (each a chip that reads
// as a sentence and removes itself), and the layout (table or cards).
import { useQuery } from '@apollo/client/react';
import {
  ALL_APPLICATION_STATUSES,
  APPLICATION_VIEW_LIMITS,
  type ApplicationStatus,
  type ApplicationViewFilters,
} from '@ascent/shared';
import { Button, Group, SegmentedControl, Select, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilterPlus, IconLayoutGrid, IconSearch, IconTable, IconX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationFilterQuestionsDocument, ApplicationIntakesDocument } from '../../../generated/graphql.ts';
import { toFormQuestion } from '../../forms/formModel.ts';
import { AnswerFilterModal, filterSentence, type FilterRound } from './AnswerFilterModal.tsx';

interface Props {
  readonly view: ApplicationViewFilters;
  readonly onChange: (patch: Partial<ApplicationViewFilters>) => void;
  readonly countOf: (status: ApplicationStatus) => number;
}

export function PipelineFilters({ view, onChange, countOf }: Props) {
  const { t, i18n } = useTranslation();
  const [adding, { open, close }] = useDisclosure(false);
  const intakes = useQuery(ApplicationIntakesDocument, { fetchPolicy: 'cache-and-network' }).data?.applicationIntakes;
  const { data } = useQuery(ApplicationFilterQuestionsDocument, {
    variables: { funnelId: view.funnelId ?? '' },
    skip: !view.funnelId,
  });
  const rounds: FilterRound[] = useMemo(
    () =>
      (data?.applicationFilterQuestions ?? []).map((r) => ({
        roundId: r.roundId,
        roundName: r.roundName,
        questions: r.questions.map(toFormQuestion),
      })),
    [data],
  );
  const group = view.status ? 'all' : (view.group ?? 'all');

  return (
    <>
      <Group align="end" wrap="wrap">
        <SegmentedControl
          value={group}
          onChange={(v) =>
            onChange({ status: null, group: v === 'all' ? null : (v as ApplicationViewFilters['group']) })
          }
          data={[
            { value: 'allPending', label: t('applications.groups.allPending') },
            { value: 'evaluationInProgress', label: t('applications.groups.evaluationInProgress') },
            { value: 'all', label: t('applications.groups.all') },
          ]}
          data-testid="pipeline-group"
        />
        <Select
          label={t('applications.pipeline.status')}
          placeholder={t('applications.groups.all')}
          clearable
          value={view.status}
          onChange={(v) => onChange({ status: v as ApplicationStatus | null })}
          data={ALL_APPLICATION_STATUSES.map((s) => ({
            value: s,
            label: `${t(`applications.status.${s}`)} (${countOf(s)})`,
          }))}
        />
        <Select
          label={t('applications.pipeline.funnel')}
          placeholder={t('applications.filters.allIntakes')}
          clearable
          searchable
          value={view.funnelId}
          onChange={(v) => onChange({ funnelId: v, answers: [] })}
          data={(intakes ?? []).map((i) => ({ value: i._id, label: i.name }))}
          data-testid="pipeline-intake"
        />
        <TextInput
          label={t('applications.pipeline.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={view.search}
          maxLength={APPLICATION_VIEW_LIMITS.searchMax}
          onChange={(e) => onChange({ search: e.currentTarget.value })}
          data-testid="pipeline-search"
        />
        <Button
          variant="default"
          leftSection={<IconFilterPlus size={16} aria-hidden />}
          onClick={open}
          disabled={!view.funnelId || view.answers.length >= APPLICATION_VIEW_LIMITS.maxAnswerFilters}
          title={view.funnelId ? undefined : t('applications.filters.chooseIntakeFirst')}
          data-testid="answer-filter-open"
        >
          {t('applications.filters.open')}
        </Button>
        <SegmentedControl
          value={view.layout}
          onChange={(v) => onChange({ layout: v as ApplicationViewFilters['layout'] })}
          aria-label={t('applications.cards.layout')}
          data={[
            {
              value: 'table',
              label: <LayoutLabel icon={<IconTable size={16} aria-hidden />} text={t('applications.cards.table')} />,
            },
            {
              value: 'cards',
              label: (
                <LayoutLabel icon={<IconLayoutGrid size={16} aria-hidden />} text={t('applications.cards.cards')} />
              ),
            },
          ]}
          data-testid="pipeline-layout"
        />
      </Group>
      {view.answers.length > 0 ? (
        <Group gap="xs" data-testid="answer-filters">
          {view.answers.map((f, i) => {
            const sentence = filterSentence(f, rounds, i18n.language, t) ?? t('applications.filters.unknown');
            return (
              <Button
                key={`${f.roundId}-${f.questionId}-${i}`}
                size="xs"
                variant="default"
                rightSection={<IconX size={14} aria-hidden />}
                aria-label={t('applications.filters.remove', { filter: sentence })}
                onClick={() => onChange({ answers: view.answers.filter((_, j) => j !== i) })}
                data-testid="answer-filter-chip"
              >
                <span dir="auto">{sentence}</span>
              </Button>
            );
          })}
        </Group>
      ) : null}
      <AnswerFilterModal
        opened={adding}
        rounds={rounds}
        onClose={close}
        onAdd={(f) => onChange({ answers: [...view.answers, f] })}
      />
    </>
  );
}

function LayoutLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" justify="center">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
