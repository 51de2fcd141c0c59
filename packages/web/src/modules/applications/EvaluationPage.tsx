// /application/{id}/evaluation/{round}: an evaluator's sheet (issue 21 §4) — the application's answers to the round
// beside the round's evaluation form, answered once with a comment; the applicants' names are left out when the
// organisation evaluates anonymously. An evaluator who knows the applicants declares a conflict of interest here.
import { useMutation, useQuery } from '@apollo/client/react';
import type { AnswerValue } from '@ascent/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEyeOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ApplicationEvaluationDocument,
  DeclareConflictDocument,
  MyEvaluationsDocument,
  SubmitEvaluationDocument,
  type EvaluationSheetFieldsFragment,
} from '../../generated/graphql.ts';
import { useErrorMessage } from '../../app/errors.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { AnswerList } from '../forms/AnswerList.tsx';
import { FormFillBody } from '../forms/FormFillBody.tsx';
import { toFormQuestion } from '../forms/formModel.ts';
import { focusQuestion, useFormFilling } from '../forms/useFormFilling.ts';
import { REVIEW_ERRORS } from './applicationErrors.ts';
import { ScoreText } from './ScoreText.tsx';

type Sheet = EvaluationSheetFieldsFragment;

const parse = (json: string | null | undefined): Record<string, AnswerValue> =>
  json ? (JSON.parse(json) as Record<string, AnswerValue>) : {};

function Fill({ sheet, form }: { readonly sheet: Sheet; readonly form: NonNullable<Sheet['form']> }) {
  const { t } = useTranslation();
  const message = useErrorMessage(REVIEW_ERRORS);
  const questions = useMemo(() => form.questions.map(toFormQuestion), [form.questions]);
  const filling = useFormFilling(questions, {});
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitEvaluationDocument, { refetchQueries: [MyEvaluationsDocument] });
  const onSubmit = async () => {
    setFailure(null);
    const problem = filling.validateAll();
    if (problem) {
      focusQuestion(problem);
      return;
    }
    try {
      const vars = { applicationId: sheet.applicationId, roundId: sheet.roundId };
      await submit({
        variables: { ...vars, versionId: form.versionId, answers: JSON.stringify(filling.payload()), comment },
        update: (cache, { data }) => {
          if (data)
            cache.writeQuery({
              query: ApplicationEvaluationDocument,
              variables: vars,
              data: { applicationEvaluation: data.submitEvaluation },
            });
        },
      });
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Stack gap="md">
      <Textarea
        label={t('reviews.sheet.comment')}
        description={t('reviews.sheet.commentHint')}
        autosize
        minRows={3}
        maxLength={4000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        data-testid="evaluation-comment"
      />
      <FormFillBody
        questions={questions}
        filling={filling}
        failure={failure}
        draftStatus=""
        submitLabel={t('reviews.sheet.submit')}
        submitting={loading}
        submitTestId="evaluation-submit"
        onSubmit={onSubmit}
      />
    </Stack>
  );
}

function Conflict({ sheet }: { readonly sheet: Sheet }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useErrorMessage(REVIEW_ERRORS);
  const [asking, setAsking] = useState(false);
  const [declare, { loading }] = useMutation(DeclareConflictDocument, { refetchQueries: [MyEvaluationsDocument] });
  if (!asking)
    return (
      <Button variant="subtle" color="red" onClick={() => setAsking(true)} data-testid="declare-conflict">
        {t('reviews.sheet.conflict')}
      </Button>
    );
  return (
    <Alert color="red" variant="light" title={t('reviews.sheet.conflictTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('reviews.sheet.conflictText')}</Text>
        <Group gap="sm">
          <Button
            color="red"
            loading={loading}
            onClick={async () => {
              try {
                await declare({ variables: { applicationId: sheet.applicationId } });
                notifications.show({ color: 'green', message: t('reviews.sheet.conflictDone') });
                await navigate('/applications');
              } catch (e) {
                notifications.show({ color: 'red', message: message(e) });
              }
            }}
            data-testid="confirm-conflict"
          >
            {t('reviews.sheet.conflictConfirm')}
          </Button>
          <Button variant="default" onClick={() => setAsking(false)}>
            {t('reviews.sheet.cancel')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Verdict({ sheet }: { readonly sheet: Sheet }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const questions = useMemo(() => (sheet.form?.questions ?? []).map(toFormQuestion), [sheet.form?.questions]);
  if (!sheet.submittedAt) {
    return (
      <Alert variant="light" color="gray" data-testid="evaluation-closed">
        {sheet.form ? t('reviews.sheet.closed') : t('reviews.sheet.noForm')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm" data-testid="evaluation-done">
      <Text fw={600}>{t('reviews.sheet.submitted', { date: f.dateTime(sheet.submittedAt) })}</Text>
      <ScoreText score={sheet.score} />
      <AnswerList questions={questions} answers={parse(sheet.answers)} />
      {sheet.comment ? (
        <Text dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {sheet.comment}
        </Text>
      ) : null}
    </Stack>
  );
}

export function EvaluationPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { id = '', round = '' } = useParams();
  const message = useErrorMessage(REVIEW_ERRORS);
  const { data, loading, error } = useQuery(ApplicationEvaluationDocument, {
    variables: { applicationId: id, roundId: round },
  });
  const sheet = data?.applicationEvaluation;
  const appQuestions = useMemo(
    () => (sheet?.applicationForm?.questions ?? []).map(toFormQuestion),
    [sheet?.applicationForm?.questions],
  );
  if (loading && !sheet) return <Loader m="xl" aria-label={t('reviews.loading')} />;
  if (!sheet)
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {message(error)}
        </Alert>
      </Container>
    );
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/applications" size="sm">
          {t('reviews.backToList')}
        </Anchor>
        <Stack gap={4}>
          <Title order={1} fz="h2" data-testid="evaluation-title">
            {t('reviews.sheet.title', { name: sheet.applicationName })}
          </Title>
          <Text c="dimmed">
            {sheet.funnelName} · {sheet.roundName}
          </Text>
          {sheet.anonymous ? (
            <Group gap="xs">
              <IconEyeOff size={16} aria-hidden />
              <Text size="sm">{t('reviews.sheet.anonymous')}</Text>
            </Group>
          ) : sheet.members.length ? (
            <Text size="sm">
              {t('reviews.sheet.members', { names: sheet.members.map((m) => m.fullName).join(', ') })}
            </Text>
          ) : null}
          {sheet.closesAt ? (
            <Text size="sm" c="dimmed">
              {t('reviews.sheet.closesAt', { date: f.dateTime(sheet.closesAt) })}
            </Text>
          ) : null}
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('reviews.sheet.answers')}
              </Title>
              {sheet.applicationAnswers ? (
                <AnswerList questions={appQuestions} answers={parse(sheet.applicationAnswers)} />
              ) : (
                <Text c="dimmed">{t('reviews.sheet.noAnswers')}</Text>
              )}
            </Stack>
          </Card>
          <Card withBorder padding="lg">
            <Stack gap="md">
              <Title order={2} size="h4">
                {sheet.form?.title ?? t('reviews.sheet.form')}
              </Title>
              {sheet.open && sheet.form ? <Fill sheet={sheet} form={sheet.form} /> : <Verdict sheet={sheet} />}
              {!sheet.submittedAt ? <Conflict sheet={sheet} /> : null}
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
