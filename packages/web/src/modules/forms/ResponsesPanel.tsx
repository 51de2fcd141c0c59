// The builder's Responses tab: the submitted answers, newest first, 25 at a time, one column per question of the
// form (answers given on an older version show under the questions they share).
import { useQuery } from '@apollo/client/react';
import {
  flattenOptions,
  isChoiceAnswer,
  isTableAnswer,
  takesAnswer,
  translatedLabel,
  type AnswerValue,
  type FormQuestion,
} from '@ascent/shared';
import { Button, Card, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSubmissionsDocument } from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';

/** One answer as text, in the language (choices by their labels, tables row by row, files by name). */
export function answerText(
  q: FormQuestion,
  a: AnswerValue | undefined,
  language: string,
  number: (n: number) => string,
): string {
  if (a === undefined || a === null) return '';
  if (typeof a === 'number') return number(a);
  if (typeof a === 'string') return a;
  if (isChoiceAnswer(a)) {
    const labels = new Map(flattenOptions(q.options).map(({ option }) => [option.value, option.labels]));
    const names = a.selected.map((v) => translatedLabel(labels.get(v), language) || v);
    return [...names, ...(a.writeIn ? [a.writeIn] : [])].join(', ');
  }
  if (isTableAnswer(a)) return a.rows.map((r) => r.join(' | ')).join(' / ');
  if (Array.isArray(a)) return a.map((file) => file.name).join(', ');
  return '';
}

export function ResponsesPanel({
  formId,
  questions,
}: {
  readonly formId: string;
  readonly questions: readonly FormQuestion[];
}) {
  const { t, i18n } = useTranslation();
  const f = useFormatters();
  const { data, loading, fetchMore } = useQuery(FormSubmissionsDocument, {
    variables: { formId },
    fetchPolicy: 'cache-and-network',
  });
  const [more, setMore] = useState(false);
  const page = data?.formSubmissions;
  const columns = questions.filter((q) => takesAnswer(q) || q.questionType === 'calculated');
  if (!page && loading) return <Loader aria-label={t('common.loading')} />;
  if (!page || page.results.length === 0)
    return (
      <Card withBorder radius="md" padding="xl" data-testid="responses-empty">
        <Text>{t('forms.responses.empty')}</Text>
      </Card>
    );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs">
        {t('forms.responses.count', { total: page.totalCount })}
      </Text>
      <Table.ScrollContainer minWidth={Math.max(600, columns.length * 160)}>
        <Table verticalSpacing="sm" striped data-testid="responses-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('forms.responses.respondent')}</Table.Th>
              <Table.Th>{t('forms.responses.submitted')}</Table.Th>
              {columns.map((q) => (
                <Table.Th key={q.id} dir="auto">
                  {translatedLabel(q.label, i18n.language)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.results.map((r) => {
              const answers = JSON.parse(r.answers) as Record<string, AnswerValue>;
              return (
                <Table.Tr key={r._id} data-testid="response-row">
                  <Table.Td>{r.respondent?.fullName || t('forms.responses.anonymous')}</Table.Td>
                  <Table.Td>
                    {f.dateTime(r.submittedAt)}
                    <Text size="xs" c="dimmed">
                      {t('forms.responses.version', { number: r.versionNumber })}
                    </Text>
                  </Table.Td>
                  {columns.map((q) => (
                    <Table.Td key={q.id} dir="auto">
                      {answerText(q, answers[q.id], i18n.language, (n) => f.number(n))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {page.next ? (
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            loading={more}
            onClick={() => {
              setMore(true);
              void fetchMore({
                variables: { formId, after: page.next },
                updateQuery: (prev, { fetchMoreResult }) => ({
                  formSubmissions: {
                    ...fetchMoreResult.formSubmissions,
                    results: [...prev.formSubmissions.results, ...fetchMoreResult.formSubmissions.results],
                  },
                }),
              }).finally(() => setMore(false));
            }}
          >
            {t('forms.list.loadMore')}
          </Button>
        </Group>
      ) : null}
    </>
  );
}
