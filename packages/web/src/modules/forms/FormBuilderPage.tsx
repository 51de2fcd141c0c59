// /forms/management/{id}/edit (no header, as every builder route): the form's draft — its questions in order, each
// edited in place (labels per language, rules, options, display rules) and saved to the draft version — a preview
// as the respondent sees it, the share links and the responses. Publishing freezes the draft as a version;
// editing a published form starts the next draft, and answers keep the version they were given against.
import { useMutation, useQuery } from '@apollo/client/react';
import type { FormQuestion } from '@ascent/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Loader,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  DeleteFormQuestionDocument,
  FormBuilderDocument,
  PublishFormDocument,
  RenameFormDocument,
  ReorderFormQuestionsDocument,
  UpsertFormQuestionDocument,
} from '../../generated/graphql.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useFormErrorMessage } from './formErrors.ts';
import { blankQuestion, BUILDER_TYPES, toFormQuestion, toQuestionInput, type BuilderType } from './formModel.ts';
import { FORM_STATUS_COLOR } from './FormsManagementPage.tsx';
import { PreviewPanel } from './PreviewPanel.tsx';
import { QuestionEditor } from './QuestionEditor.tsx';
import { QuestionList } from './QuestionList.tsx';
import { ResponsesPanel } from './ResponsesPanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { VersionsPanel } from './VersionsPanel.tsx';
import { BackArrow } from '../../ui/BackArrow.tsx';

/** The question being edited: an existing one, or a new one to insert at `position`. */
type Editing = { question: FormQuestion; isNew: boolean; position: number | null } | null;

export function FormBuilderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const message = useFormErrorMessage();
  const { data, loading, error, refetch } = useQuery(FormBuilderDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [upsert, { loading: saving }] = useMutation(UpsertFormQuestionDocument);
  const [remove] = useMutation(DeleteFormQuestionDocument);
  const [reorder] = useMutation(ReorderFormQuestionsDocument);
  const [publish, { loading: publishing }] = useMutation(PublishFormDocument);
  const [rename] = useMutation(RenameFormDocument);
  const [editing, setEditing] = useState<Editing>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [newType, setNewType] = useState<BuilderType>('text');
  const [busy, setBusy] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const form = data?.form;
  const questions = useMemo(() => (form?.editing.questions ?? []).map(toFormQuestion), [form?.editing.questions]);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refetch();
    } catch (e) {
      notifications.show({ color: 'red', message: message(e) });
    } finally {
      setBusy(false);
    }
  };

  const save = async (question: FormQuestion) => {
    if (!editing) return;
    setFailure(null);
    try {
      await upsert({
        variables: { formId: id, question: toQuestionInput(question, editing.isNew), position: editing.position },
      });
      await refetch();
      setEditing(null);
    } catch (e) {
      setFailure(message(e));
    }
  };

  const move = (qid: string, by: -1 | 1) =>
    run(async () => {
      const ids = questions.map((q) => q.id);
      const i = ids.indexOf(qid);
      ids.splice(i, 1);
      ids.splice(i + by, 0, qid);
      await reorder({ variables: { formId: id, questionIds: ids } });
    });

  const duplicate = (qid: string) => {
    const i = questions.findIndex((q) => q.id === qid);
    const source = questions[i]!;
    setFailure(null);
    setEditing({ question: { ...source, id: crypto.randomUUID() }, isNew: true, position: i + 1 });
  };

  const addQuestion = () => {
    setFailure(null);
    setEditing({
      question: blankQuestion(newType, crypto.randomUUID(), {
        option: (n) => t('forms.builder.optionN', { n }),
        column: (n) => t('forms.builder.columnN', { n }),
      }),
      isNew: true,
      position: null,
    });
  };

  const onPublish = () =>
    run(async () => {
      await publish({ variables: { id } });
      notifications.show({ color: 'green', message: t('forms.builder.publishedToast'), withCloseButton: false });
    });

  if (!form)
    return (
      <Container component="main" size={1280} py="xl">
        {loading ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? (
          <Alert color="red" role="alert">
            {message(error)}
          </Alert>
        ) : null}
      </Container>
    );

  const editingIndex = editing ? questions.findIndex((q) => q.id === editing.question.id) : -1;
  const candidates = editing
    ? questions.slice(0, editingIndex >= 0 ? editingIndex : (editing.position ?? questions.length))
    : [];

  return (
    <Container component="main" size={1280} px={{ base: 'md', sm: 'xl' }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/forms/management" size="sm">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('forms.builder.back')}
        </Anchor>
        <VisuallyHidden>
          <h1>{form.title}</h1>
        </VisuallyHidden>
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
          <TextInput
            label={t('forms.builder.formTitle')}
            value={title ?? form.title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            onBlur={() => {
              if (title !== null && title.trim() && title.trim() !== form.title)
                void run(() => rename({ variables: { id, title: title.trim() } }));
              setTitle(null);
            }}
            w={{ base: '100%', sm: 420 }}
            size="md"
            dir="auto"
          />
          <Group gap="sm">
            <StatusBadge color={FORM_STATUS_COLOR[form.status]} variant="dot" data-testid="form-status">
              {t(`forms.status.${form.status}`)}
            </StatusBadge>
            <Text size="sm" c="dimmed">
              {form.hasUnpublishedChanges
                ? t('forms.builder.draftOf', { number: form.editing.number })
                : t('forms.builder.versionLive', { number: form.editing.number })}
            </Text>
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => void onPublish()}
              loading={publishing}
              disabled={!form.hasUnpublishedChanges || form.status === 'archived'}
              data-testid="publish-form"
            >
              {t('forms.builder.publish')}
            </Button>
          </Group>
        </Group>
        <Tabs defaultValue="questions" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="questions">{t('forms.builder.tabs.questions')}</Tabs.Tab>
            <Tabs.Tab value="preview">{t('forms.builder.tabs.preview')}</Tabs.Tab>
            <Tabs.Tab value="share">{t('forms.builder.tabs.share')}</Tabs.Tab>
            <Tabs.Tab value="responses">{t('forms.builder.tabs.responses', { total: form.submissionCount })}</Tabs.Tab>
            <Tabs.Tab value="versions" data-testid="form-tab-versions">
              {t('forms.builder.tabs.versions')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="questions" pt="md">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: editing ? 5 : 12 }}>
                <Stack gap="sm">
                  {questions.length === 0 ? (
                    <Card withBorder padding="lg">
                      <Text c="dimmed">{t('forms.builder.noQuestions')}</Text>
                    </Card>
                  ) : (
                    <QuestionList
                      questions={questions}
                      selectedId={editing?.question.id ?? null}
                      busy={busy}
                      onEdit={(qid) => {
                        setFailure(null);
                        setEditing({ question: questions.find((q) => q.id === qid)!, isNew: false, position: null });
                      }}
                      onMove={(qid, by) => void move(qid, by)}
                      onDuplicate={duplicate}
                      onDelete={(qid) => void run(() => remove({ variables: { formId: id, questionId: qid } }))}
                    />
                  )}
                  <Group gap="xs" align="flex-end" wrap="wrap">
                    <Select
                      label={t('forms.builder.newQuestionType')}
                      data={BUILDER_TYPES.map((type) => ({ value: type, label: t(`forms.types.${type}`) }))}
                      value={newType}
                      onChange={(v) => v && setNewType(v as BuilderType)}
                      allowDeselect={false}
                      searchable
                      w={220}
                      data-testid="new-question-type"
                    />
                    <Button
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={addQuestion}
                      disabled={form.status === 'archived'}
                      data-testid="add-question"
                    >
                      {t('forms.builder.addQuestion')}
                    </Button>
                  </Group>
                </Stack>
              </Grid.Col>
              {editing ? (
                <Grid.Col span={{ base: 12, md: 7 }}>
                  <Card withBorder radius="md" padding="md">
                    <QuestionEditor
                      key={editing.question.id}
                      question={editing.question}
                      candidates={candidates}
                      saving={saving}
                      failure={failure}
                      onSave={(q) => void save(q)}
                      onCancel={() => setEditing(null)}
                    />
                  </Card>
                </Grid.Col>
              ) : null}
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value="preview" pt="md">
            <PreviewPanel questions={questions} />
          </Tabs.Panel>
          <Tabs.Panel value="share" pt="md">
            <SharePanel formId={id} published={form.publishedVersion !== null && form.status !== 'archived'} />
          </Tabs.Panel>
          <Tabs.Panel value="responses" pt="md">
            <ResponsesPanel formId={id} questions={questions} />
          </Tabs.Panel>
          <Tabs.Panel value="versions" pt="md">
            <VersionsPanel formId={id} />
          </Tabs.Panel>
        </Tabs>
        <Text size="xs" c="dimmed">
          {t('forms.builder.labelsFallback')}
        </Text>
      </Stack>
    </Container>
  );
}
