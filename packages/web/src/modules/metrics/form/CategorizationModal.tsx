// "Anything Changed?" (spec 02 §2, §4, §5): the skip question (too early to report every month? yes skips the rest) first;
// answering no shows every categorisation question, each to be answered yes or no. Validation runs from the
// moment it opens and Save stays disabled until the answers are valid; after saving, onCompleted runs.
import {
  CATEGORIZATION_ANSWER_VALUES,
  categorizationPeriodLabel,
  isCategorizationValid,
  type CategorizationAnswer,
} from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategorizationQuestionsDocument,
  UpdateStartupCategorizationDocument,
  type CategorizationQuestionsQuery,
} from '../../../generated/graphql.ts';

interface Props {
  readonly categorizationId: string | null;
  readonly onClose: () => void;
  readonly onCompleted: () => void;
}

export function CategorizationModal({ categorizationId, onClose, onCompleted }: Props) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(CategorizationQuestionsDocument, {
    variables: { categorizationId: categorizationId ?? '' },
    skip: !categorizationId,
    fetchPolicy: 'network-only',
  });
  const form = data?.categorizationQuestions;
  return (
    // The compound form: its header is made presentational (a <header> inside the dialog would be a second banner
    // landmark beside the page's, as in InviteModal).
    <Modal.Root opened={categorizationId !== null} onClose={onClose} centered size="lg">
      <Modal.Overlay />
      <Modal.Content data-testid="categorization-modal">
        <Modal.Header role="none">
          <Modal.Title>{t('categorization.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('categorization.close')} />
        </Modal.Header>
        <Modal.Body>
          {error ? (
            <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
              {t('categorization.loadError')}
            </Alert>
          ) : !form ? (
            <Loader aria-label={t('common.loading')} />
          ) : (
            <>
              <Text mb="md" data-testid="categorization-period">
                {t('categorization.period', {
                  period: categorizationPeriodLabel(`${form.date}T00:00:00Z`, i18n.language),
                })}
              </Text>
              <CategorizationAnswers key={form.id} form={form} onCompleted={onCompleted} />
            </>
          )}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

type Form = CategorizationQuestionsQuery['categorizationQuestions'];

function YesNo({
  label,
  description,
  value,
  onChange,
  testId,
}: {
  label: string;
  description?: string;
  value: CategorizationAnswer;
  onChange: (v: CategorizationAnswer) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value ?? null}
      onChange={(v) => onChange(v === 'yes' || v === 'no' ? v : null)}
      data-testid={testId}
    >
      <Group gap="lg" mt={6}>
        {CATEGORIZATION_ANSWER_VALUES.map((v) => (
          <Radio key={v} value={v} label={t(`categorization.${v}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}

function CategorizationAnswers({ form, onCompleted }: { form: Form; onCompleted: () => void }) {
  const { t } = useTranslation();
  const [skip, setSkip] = useState<CategorizationAnswer>(form.skip == null ? null : form.skip ? 'yes' : 'no');
  const [answers, setAnswers] = useState<Record<string, CategorizationAnswer>>(() =>
    Object.fromEntries(form.questions.map((q) => [q.key, q.value === 'yes' || q.value === 'no' ? q.value : null])),
  );
  const [save, saving] = useMutation(UpdateStartupCategorizationDocument);
  const [failed, setFailed] = useState(false);
  const valid =
    !form.answered &&
    isCategorizationValid(
      { skip, answers },
      form.questions.map((q) => q.key),
    );

  const submit = async () => {
    setFailed(false);
    try {
      await save({
        variables: {
          categorizationId: form.id,
          skip: skip === 'yes',
          data: skip === 'yes' ? null : form.questions.map((q) => ({ key: q.key, value: answers[q.key] ?? null })),
        },
      });
      onCompleted();
    } catch {
      setFailed(true);
    }
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void submit();
      }}
    >
      <Stack gap="md">
        <YesNo
          label={t('categorization.skipQuestion')}
          description={t('categorization.skipHint')}
          value={skip}
          onChange={setSkip}
          testId="categorization-skip"
        />
        {skip === 'no'
          ? form.questions.map((q) => (
              <YesNo
                key={q.key}
                label={q.label}
                value={answers[q.key] ?? null}
                onChange={(v) => setAnswers((old) => ({ ...old, [q.key]: v }))}
                testId={`categorization-${q.key}`}
              />
            ))
          : null}
        {failed ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {t('categorization.saveError')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!valid} loading={saving.loading} data-testid="categorization-save">
            {t('categorization.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
