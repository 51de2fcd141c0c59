// /application/{id}/forms/{round}/fill: one round of an application, filled with the forms engine's respondent
// components. The members share one draft, saved as they go (debounced); submitting checks the shared rules here and
// again on the server (with the round's deadline, in the programme's time zone), then shows the application.
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormAnswers } from '@ascent/shared';
import { Alert, Anchor, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ApplicationRoundFormDocument,
  SaveApplicationRoundDraftDocument,
  SubmitApplicationRoundDocument,
  type ApplicationRoundFormQuery,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { FormFillBody } from '../forms/FormFillBody.tsx';
import { toFormQuestion } from '../forms/formModel.ts';
import { focusQuestion, useFormFilling } from '../forms/useFormFilling.ts';
import { useApplicationErrorMessage } from './applicationErrors.ts';

const SAVE_DELAY_MS = 800;

type RoundForm = ApplicationRoundFormQuery['applicationRoundForm'];

function FillRound({ form, applicationId }: { readonly form: RoundForm; readonly applicationId: string }) {
  const { t } = useTranslation();
  const f = useFormatters();
  const navigate = useNavigate();
  const message = useApplicationErrorMessage();
  const questions = useMemo(() => form.questions.map(toFormQuestion), [form.questions]);
  const initial = useMemo(() => (form.answers ? (JSON.parse(form.answers) as FormAnswers) : {}), [form.answers]);
  const filling = useFormFilling(questions, initial);
  const [saveDraft] = useMutation(SaveApplicationRoundDraftDocument);
  const [submit, { loading }] = useMutation(SubmitApplicationRoundDocument);
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef(true);
  const variables = { applicationId, roundId: form.round._id, versionId: form.versionId };

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setSaved('saving');
    const timer = setTimeout(() => {
      saveDraft({ variables: { ...variables, answers: JSON.stringify(filling.payload()) } })
        .then(() => setSaved('saved'))
        .catch(() => setSaved('failed'));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the answers change only
  }, [filling.answers]);

  const onSubmit = async () => {
    setFailure(null);
    const problem = filling.validateAll();
    if (problem) {
      focusQuestion(problem);
      return;
    }
    try {
      await submit({ variables: { ...variables, answers: JSON.stringify(filling.payload()) } });
      void navigate(`/application/${applicationId}`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" dir="auto">
          {form.applicationName} · {form.round.name}
        </Text>
        <Title order={1} fz="h2" dir="auto">
          {form.title}
        </Title>
        {form.round.deadline ? (
          <Text size="sm" data-testid="round-deadline">
            {t('applications.page.deadline', { date: f.dateTime(form.round.deadline) })}
          </Text>
        ) : null}
      </Stack>
      <FormFillBody
        questions={questions}
        filling={filling}
        failure={failure}
        draftStatus={
          saved === 'saving'
            ? t('forms.fill.saving')
            : saved === 'saved'
              ? t('forms.fill.saved')
              : saved === 'failed'
                ? t('applications.fill.notSaved')
                : ''
        }
        submitLabel={t('applications.fill.submit')}
        submitting={loading}
        submitTestId="round-submit"
        onSubmit={onSubmit}
      />
    </Stack>
  );
}

export function ApplicationFillPage() {
  const { t } = useTranslation();
  const { applicationId = '', round = '' } = useParams();
  const message = useApplicationErrorMessage();
  const { data, loading, error } = useQuery(ApplicationRoundFormDocument, {
    variables: { applicationId, roundId: round },
    fetchPolicy: 'network-only',
  });
  const form = data?.applicationRoundForm;
  return (
    <Container size={760} py="xl">
      <Stack gap="md">
        <Anchor component={Link} to={`/application/${applicationId}`}>
          {t('applications.fill.back')}
        </Anchor>
        {loading && !form ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {message(error)}
          </Alert>
        ) : null}
        {form ? (
          form.submittedAt ? (
            <Alert color="green" variant="light">
              {t('applications.fill.alreadySubmitted')}
            </Alert>
          ) : (
            <FillRound form={form} applicationId={applicationId} />
          )
        ) : null}
      </Stack>
    </Container>
  );
}
