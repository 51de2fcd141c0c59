// /forms/management/form/{baseId}/compare/{compareId} (issue 18 item 4): two versions of a form side by side. Each
// question is marked added, removed, changed (with what changed: wording, type, rules, options, logic…) or
// unchanged; "Changes only" hides the unchanged ones. Bare (no header), like the builder it comes from.
import { useQuery } from '@apollo/client/react';
import {
  FORM_ERROR_MESSAGES,
  translatedLabel,
  type QuestionChange,
  type QuestionPart,
  type QuestionType,
} from '@ascent/shared';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../app/errors.ts';
import {
  CompareFormVersionsDocument,
  type ComparedQuestionFragment,
  type FormVersionStatus,
} from '../../generated/graphql.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';

const CHANGE_COLOR: Record<QuestionChange, string> = {
  ADDED: 'green',
  REMOVED: 'red',
  CHANGED: 'orange',
  UNCHANGED: 'gray',
};

function QuestionSide({
  question,
  testId,
}: {
  readonly question: ComparedQuestionFragment | null;
  readonly testId: string;
}) {
  const { t, i18n } = useTranslation();
  if (!question)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('forms.compare.notInVersion')}
      </Text>
    );
  const options = (JSON.parse(question.options || '[]') as { labels?: { language: string; value: string }[] }[])
    .map((o) => translatedLabel(o.labels ?? [], i18n.language))
    .filter(Boolean);
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600} dir="auto">
        {translatedLabel(question.label, i18n.language) || t(`forms.types.${question.questionType as QuestionType}`)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`forms.types.${question.questionType as QuestionType}`)}
        {question.validations.required ? ` · ${t('forms.compare.required')}` : ''}
      </Text>
      {options.length ? (
        <Text size="sm" dir="auto">
          {options.join(' · ')}
        </Text>
      ) : null}
    </Stack>
  );
}

export function FormComparePage() {
  const { t } = useTranslation();
  const { baseId = '', compareId = '' } = useParams();
  const [only, setOnly] = useState<'all' | 'changes'>('all');
  // Not through the normalised cache: a question keeps its id across versions, so the cache would merge the two sides
  // of a changed question into one (both showing the newer).
  const { data, error } = useQuery(CompareFormVersionsDocument, {
    variables: { baseId, compareId },
    fetchPolicy: 'no-cache',
  });
  const cmp = data?.compareFormVersions;
  const version = (v: { number: number; status: FormVersionStatus }) =>
    `${t('forms.versions.number', { number: v.number })} (${t(`forms.status.${v.status}`)})`;
  const rows = cmp?.rows.filter((r) => only === 'all' || r.change !== 'UNCHANGED') ?? [];
  return (
    <Container component="main" size={1100} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        {cmp ? (
          <Anchor component={Link} to={`/forms/management/${cmp.formId}/edit`} size="sm">
            <Group gap={4}>
              <BackArrow size={16} />
              {t('forms.compare.back')}
            </Group>
          </Anchor>
        ) : null}
        <Title order={1}>{t('forms.compare.title')}</Title>
        {error && !data ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(error, { reasons: FORM_ERROR_MESSAGES }, t)}
          </Alert>
        ) : !cmp ? (
          <Loader aria-label={t('forms.compare.loading')} />
        ) : (
          <>
            <Stack gap={4}>
              <Text fw={600} dir="auto" data-testid="compare-form-title">
                {cmp.title}
              </Text>
              <Text c="dimmed" data-testid="compare-versions-line">
                {t('forms.compare.versions', { base: version(cmp.base), compare: version(cmp.compare) })}
              </Text>
            </Stack>
            <SegmentedControl
              value={only}
              onChange={(v) => setOnly(v as 'all' | 'changes')}
              data={[
                { value: 'all', label: t('forms.compare.all') },
                { value: 'changes', label: t('forms.compare.changesOnly') },
              ]}
              w="fit-content"
              data-testid="compare-filter"
            />
            {rows.length === 0 ? <Text c="dimmed">{t('forms.compare.noChanges')}</Text> : null}
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {rows.map((r) => (
                <Card
                  component="li"
                  key={r.questionId}
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid="compare-row"
                  data-change={r.change}
                >
                  <Group gap="xs" mb="xs">
                    <Badge color={CHANGE_COLOR[r.change]} variant="filled">
                      {t(`forms.compare.change.${r.change}`)}
                    </Badge>
                    {r.parts.map((p) => (
                      <Badge key={p} variant="default" tt="none">
                        {t(`forms.compare.parts.${p as QuestionPart}`)}
                      </Badge>
                    ))}
                  </Group>
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed" tt="uppercase">
                        {t('forms.versions.number', { number: cmp.base.number })}
                      </Text>
                      <QuestionSide question={r.base ?? null} testId="compare-base" />
                    </Stack>
                    <Stack gap={2}>
                      <Text size="xs" c="dimmed" tt="uppercase">
                        {t('forms.versions.number', { number: cmp.compare.number })}
                      </Text>
                      <QuestionSide question={r.compare ?? null} testId="compare-compare" />
                    </Stack>
                  </SimpleGrid>
                </Card>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
