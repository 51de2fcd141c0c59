// An application's submitted answers, round by round: on /application/{id}/form and on a startup file's
// "Application" tab.
import { useQuery } from '@apollo/client/react';
import type { AnswerValue } from '@ascent/shared';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApplicationAnswersDocument, type ApplicationAnswersQuery } from '../../generated/graphql.ts';
import { AnswerList } from '../forms/AnswerList.tsx';
import { toFormQuestion } from '../forms/formModel.ts';

type Round = ApplicationAnswersQuery['applicationAnswers'][number];

export function RoundAnswers({ rounds }: { readonly rounds: readonly Round[] }) {
  return (
    <Stack gap="md">
      {rounds.map((r) => (
        <Stack key={r.roundId} gap="xs">
          <Title order={3} size="h5">
            {r.roundName}
          </Title>
          <AnswerList
            questions={r.questions.map(toFormQuestion)}
            answers={r.answers ? (JSON.parse(r.answers) as Record<string, AnswerValue>) : {}}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/** The answers section of an application's page (id "answers", where /application/{id}/form scrolls to). */
export function ApplicationAnswersSection({ applicationId }: { readonly applicationId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery(ApplicationAnswersDocument, { variables: { applicationId } });
  const rounds = data?.applicationAnswers ?? [];
  return (
    <Stack gap="sm" id="answers" data-testid="application-answers">
      <Title order={2} fz="h4">
        {t('applications.page.answers')}
      </Title>
      {rounds.length ? <RoundAnswers rounds={rounds} /> : <Text c="dimmed">{t('applications.page.noAnswers')}</Text>}
    </Stack>
  );
}
