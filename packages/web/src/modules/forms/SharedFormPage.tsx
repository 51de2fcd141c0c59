// /share/forms/{uuid}: a published form opened by its share link, for a signed-in or an anonymous respondent as the
// link says. Answers are kept as they go — in this browser at once, and on the server for a signed-in respondent
// (debounced) — so neither a reload nor a dropped connection loses them. Validation on blur and on submit with the
// shared rules; the server checks the same rules again before storing.
import { useMutation, useQuery } from '@apollo/client/react';
import { type FormAnswers } from '@ascent/shared';
import { Alert, Anchor, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import {
  SaveFormDraftAnswersDocument,
  SharedFormDocument,
  SubmitFormAnswersDocument,
} from '../../generated/graphql.ts';
import { errorCode, errorExtension } from '../../app/errors.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { loginPath } from '../auth/redirect.ts';
import { useFormErrorMessage } from './formErrors.ts';
import { toFormQuestion } from './formModel.ts';
import { FormFillBody } from './FormFillBody.tsx';
import { focusQuestion, useFormFilling } from './useFormFilling.ts';
import { clearLocalDraft, readLocalDraft, writeLocalDraft } from './localDraft.ts';

const SAVE_DELAY_MS = 800;

function FillForm({
  token,
  versionId,
  title,
  questions: apiQuestions,
  serverDraft,
  signedIn,
}: {
  readonly token: string;
  readonly versionId: string;
  readonly title: string;
  readonly questions: Parameters<typeof toFormQuestion>[0][];
  readonly serverDraft: FormAnswers | null;
  readonly signedIn: boolean;
}) {
  const { t } = useTranslation();
  const message = useFormErrorMessage();
  const questions = useMemo(() => apiQuestions.map(toFormQuestion), [apiQuestions]);
  const initial = useMemo(() => ({ ...(serverDraft ?? {}), ...(readLocalDraft(token) ?? {}) }), [serverDraft, token]);
  const filling = useFormFilling(questions, initial);
  const [saveDraft] = useMutation(SaveFormDraftAnswersDocument);
  const [submit, { loading: submitting }] = useMutation(SubmitFormAnswersDocument);
  const [saved, setSaved] = useState<'idle' | 'saving' | 'saved' | 'offline'>('idle');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    writeLocalDraft(token, filling.answers);
    if (!signedIn) return;
    setSaved('saving');
    const timer = setTimeout(() => {
      saveDraft({ variables: { token, versionId, answers: JSON.stringify(filling.payload()) } })
        .then(() => setSaved('saved'))
        .catch(() => setSaved('offline'));
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filling.answers, filling, saveDraft, signedIn, token, versionId]);

  const onSubmit = async () => {
    setFailure(null);
    const firstProblem = filling.validateAll();
    if (firstProblem) {
      focusQuestion(firstProblem);
      return;
    }
    try {
      await submit({ variables: { token, versionId, answers: JSON.stringify(filling.payload()) } });
      clearLocalDraft(token);
      setDone(true);
    } catch (error) {
      const questionId = errorExtension(error, 'questionId');
      if (typeof questionId === 'string' && errorCode(error) === 'VALIDATION_FAILED') {
        // The server's rules are the page's: show the problems under their questions.
        filling.validateAll();
        setFailure(t('forms.errors.invalidAnswers'));
        document.getElementById(`question-${questionId}`)?.scrollIntoView();
      } else {
        setFailure(message(error));
      }
    }
  };

  if (done)
    return (
      <Card withBorder radius="md" padding="xl" data-testid="form-submitted">
        <Group gap="sm">
          <IconCircleCheck color="var(--mantine-color-green-6)" aria-hidden />
          <Text fw={600}>{t('forms.fill.thanks')}</Text>
        </Group>
      </Card>
    );

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2" dir="auto">
        {title}
      </Title>
      <FormFillBody
        questions={questions}
        filling={filling}
        failure={failure}
        draftStatus={
          saved === 'saving'
            ? t('forms.fill.saving')
            : saved === 'saved'
              ? t('forms.fill.saved')
              : saved === 'offline'
                ? t('forms.fill.savedLocally')
                : ''
        }
        submitLabel={t('forms.fill.submit')}
        submitting={submitting}
        submitTestId="form-submit"
        onSubmit={onSubmit}
      />
    </Stack>
  );
}

export function SharedFormPage() {
  const { t } = useTranslation();
  const { uuid = '' } = useParams();
  const location = useLocation();
  const { token: authToken } = useAuth();
  const message = useFormErrorMessage();
  const { data, error, loading } = useQuery(SharedFormDocument, {
    variables: { token: uuid },
    fetchPolicy: 'network-only',
  });
  const form = data?.sharedForm;
  const serverDraft = useMemo(
    () => (form?.draftAnswers ? (JSON.parse(form.draftAnswers) as FormAnswers) : null),
    [form?.draftAnswers],
  );
  return (
    <Container component="main" size={760} px={{ base: 'md', sm: 'xl' }} py="xl">
      {loading && !form ? <Loader aria-label={t('common.loading')} /> : null}
      {error ? (
        errorCode(error) === 'AUTHENTICATION_REQUIRED' ? (
          <Card withBorder radius="md" padding="xl" data-testid="form-sign-in">
            <Stack gap="sm">
              <Text>{t('forms.fill.signInNeeded')}</Text>
              <Anchor component={Link} to={loginPath(location)}>
                {t('forms.fill.signIn')}
              </Anchor>
            </Stack>
          </Card>
        ) : (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle aria-hidden />}
            data-testid="form-error"
          >
            {message(error)}
          </Alert>
        )
      ) : null}
      {form ? (
        form.submitted ? (
          <Card withBorder radius="md" padding="xl" data-testid="form-already-submitted">
            <Text>{t('forms.fill.alreadySubmitted')}</Text>
          </Card>
        ) : (
          <FillForm
            token={form.token}
            versionId={form.versionId}
            title={form.title}
            questions={form.questions}
            serverDraft={serverDraft}
            signedIn={authToken !== null}
          />
        )
      ) : null}
    </Container>
  );
}
