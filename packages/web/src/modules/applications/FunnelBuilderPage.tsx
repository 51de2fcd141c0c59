// /applications/funnels/{id}/builder: an intake's rounds in order — add or edit a round (its application form, its
// open and close days in the programme's time zone), move it up or down (the rounds applications have reached keep
// their places) — and publishing, which opens the public page.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  ApplicationRoundFormsDocument,
  FunnelDocument,
  PublishFunnelDocument,
  ReorderFunnelRoundsDocument,
  UpsertFunnelStageDocument,
  type FunnelRoundFieldsFragment,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { StatusBadge } from '../startups/StatusBadge.tsx';
import { useApplicationErrorMessage } from './applicationErrors.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';

export const PUBLISHING_COLOR: Record<string, string> = {
  none: 'gray',
  publishing: 'blue',
  success: 'green',
  failure: 'red',
};

interface RoundDraft {
  id: string | null;
  name: string;
  formId: string | null;
  evaluationFormId: string | null;
  opensOn: string;
  closesOn: string;
}

const draftOf = (r: FunnelRoundFieldsFragment | null): RoundDraft => ({
  id: r?._id ?? null,
  name: r?.name ?? '',
  formId: r?.formId ?? null,
  evaluationFormId: r?.evaluationFormId ?? null,
  opensOn: r?.opensOn ?? '',
  closesOn: r?.closesOn ?? '',
});

function RoundEditor({
  funnelId,
  initial,
  onDone,
}: {
  readonly funnelId: string;
  readonly initial: RoundDraft;
  readonly onDone: () => void;
}) {
  const { t } = useTranslation();
  const message = useApplicationErrorMessage();
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery(ApplicationRoundFormsDocument, { fetchPolicy: 'cache-and-network' });
  const [save, { loading }] = useMutation(UpsertFunnelStageDocument);
  const optionsOf = (purpose: string) =>
    (data?.forms.results ?? []).filter((f) => f.purpose === purpose).map((f) => ({ value: f._id, label: f.title }));
  const options = optionsOf('application_round');
  const onSave = async () => {
    setFailure(null);
    try {
      await save({
        variables: {
          funnelId,
          round: {
            id: draft.id,
            name: draft.name,
            formId: draft.formId ?? '',
            evaluationFormId: draft.evaluationFormId,
            opensOn: draft.opensOn || null,
            closesOn: draft.closesOn || null,
          },
        },
      });
      onDone();
    } catch (e) {
      setFailure(message(e));
    }
  };
  return (
    <Card withBorder radius="md" data-testid="round-editor">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void onSave();
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('applications.builder.roundName')}
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            data-testid="round-name"
          />
          <Select
            label={t('applications.builder.form')}
            description={t('applications.builder.formHint')}
            data={options}
            value={draft.formId}
            onChange={(formId) => setDraft({ ...draft, formId })}
            searchable
            data-testid="round-form"
          />
          <Select
            label={t('applications.builder.evaluationForm')}
            description={t('applications.builder.evaluationFormHint')}
            data={optionsOf('evaluation')}
            value={draft.evaluationFormId}
            onChange={(evaluationFormId) => setDraft({ ...draft, evaluationFormId })}
            searchable
            clearable
            data-testid="round-evaluation-form"
          />
          <Group grow>
            <TextInput
              type="date"
              label={t('applications.builder.opensOn')}
              value={draft.opensOn}
              onChange={(e) => setDraft({ ...draft, opensOn: e.currentTarget.value })}
            />
            <TextInput
              type="date"
              label={t('applications.builder.closesOn')}
              value={draft.closesOn}
              onChange={(e) => setDraft({ ...draft, closesOn: e.currentTarget.value })}
              data-testid="round-closes"
            />
          </Group>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('applications.builder.cancel')}
            </Button>
            <Button type="submit" loading={loading} data-testid="round-save">
              {t('applications.builder.saveRound')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function FunnelBuilderPage() {
  const { t } = useTranslation();
  const f = useFormatters();
  const { id = '' } = useParams();
  const message = useApplicationErrorMessage();
  const { data, loading, error } = useQuery(FunnelDocument, { variables: { id } });
  const [publish, { loading: publishing }] = useMutation(PublishFunnelDocument);
  const [reorder, { loading: moving }] = useMutation(ReorderFunnelRoundsDocument);
  const [editing, setEditing] = useState<RoundDraft | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const funnel = data?.funnel;

  const onMove = async (index: number, by: -1 | 1) => {
    if (!funnel) return;
    const ids = funnel.rounds.map((r) => r._id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    setFailure(null);
    try {
      await reorder({ variables: { funnelId: funnel._id, roundIds: ids } });
    } catch (e) {
      setFailure(message(e));
    }
  };

  const onPublish = async () => {
    setFailure(null);
    try {
      await publish({ variables: { id } });
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Container component="main" size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/applications/funnels/management">
          <Group gap={4}>
            <BackArrow size={16} />
            {t('applications.funnels.title')}
          </Group>
        </Anchor>
        {loading && !funnel ? <Loader aria-label={t('common.loading')} /> : null}
        {error ? <Alert color="red">{message(error)}</Alert> : null}
        {funnel ? (
          <>
            <Group justify="space-between" align="start">
              <Stack gap={4}>
                <Title order={1} fz="h2" dir="auto">
                  {funnel.name}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('applications.builder.timezone', { zone: funnel.timezone })}
                </Text>
              </Stack>
              <Group>
                <StatusBadge
                  variant="dot"
                  color={PUBLISHING_COLOR[funnel.publishingState ?? 'none']}
                  data-testid="funnel-state"
                >
                  {t(`applications.publishing.${funnel.publishingState ?? 'none'}`)}
                </StatusBadge>
                <Button
                  leftSection={<IconRocket size={16} aria-hidden />}
                  onClick={() => void onPublish()}
                  loading={publishing}
                  data-testid="funnel-publish"
                >
                  {t('applications.builder.publish')}
                </Button>
              </Group>
            </Group>
            {funnel.publishingState === 'success' ? (
              <Text size="sm">
                {t('applications.builder.publicPage')}{' '}
                <Anchor
                  component={Link}
                  to={`/apply/program/${funnel.slug}`}
                  underline="always"
                  data-testid="public-link"
                >
                  /apply/program/{funnel.slug}
                </Anchor>
              </Text>
            ) : null}
            {funnel.publishingState === 'failure' && funnel.publishingError ? (
              <Alert color="red" variant="light">
                {t('applications.builder.publishFailed', { rounds: funnel.publishingError })}
              </Alert>
            ) : null}
            {failure ? (
              <Alert color="red" variant="light" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Title order={2} fz="h4">
              {t('applications.funnels.rounds')}
            </Title>
            {funnel.rounds.length === 0 ? <Text c="dimmed">{t('applications.builder.noRounds')}</Text> : null}
            {funnel.lockedRounds > 0 ? (
              <Text size="sm" c="dimmed" data-testid="rounds-locked">
                {t('applications.builder.lockedHint')}
              </Text>
            ) : null}
            {funnel.rounds.map((round, index) =>
              editing?.id === round._id ? (
                <RoundEditor key={round._id} funnelId={funnel._id} initial={editing} onDone={() => setEditing(null)} />
              ) : (
                <Card key={round._id} withBorder radius="md" data-testid="round-row">
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} dir="auto">
                        {round.position + 1}. {round.name}
                      </Text>
                      <Text size="sm" c="dimmed" dir="auto">
                        {round.formTitle}
                        {round.closesOn
                          ? ` · ${t('applications.builder.closes', { date: f.date(round.closesOn) })}`
                          : ''}
                      </Text>
                      {index < funnel.lockedRounds ? (
                        <Text size="xs" c="dimmed">
                          {t('applications.builder.roundLocked')}
                        </Text>
                      ) : null}
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        disabled={moving || index <= funnel.lockedRounds}
                        aria-label={t('applications.builder.moveUp', { name: round.name })}
                        onClick={() => void onMove(index, -1)}
                        data-testid="round-move-up"
                      >
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        disabled={moving || index < funnel.lockedRounds || index === funnel.rounds.length - 1}
                        aria-label={t('applications.builder.moveDown', { name: round.name })}
                        onClick={() => void onMove(index, 1)}
                        data-testid="round-move-down"
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <Button variant="default" size="xs" onClick={() => setEditing(draftOf(round))}>
                        {t('applications.builder.edit')}
                      </Button>
                    </Group>
                  </Group>
                </Card>
              ),
            )}
            {editing && editing.id === null ? (
              <RoundEditor funnelId={funnel._id} initial={editing} onDone={() => setEditing(null)} />
            ) : (
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setEditing(draftOf(null))}
                data-testid="round-add"
              >
                {t('applications.builder.addRound')}
              </Button>
            )}
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
