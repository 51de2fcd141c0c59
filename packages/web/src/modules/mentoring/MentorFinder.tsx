// The ranked mentors for one startup, with the skills its founders want help with: a founder asks one of them
// (mode "request"), the staff who manage the startup match one at once (mode "match").
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Card, MultiSelect, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  AssignMentorDocument,
  MentorSkillOptionsDocument,
  MentorSuggestionsDocument,
} from '../../generated/graphql.ts';
import { MentorSuggestionCard, type Suggestion } from './MentorSuggestionCard.tsx';
import { RequestMentorModal } from './RequestMentorModal.tsx';
import { MENTORING_ERRORS } from './mentoringErrors.ts';

export function MentorFinder({
  mode,
  startups,
}: {
  readonly mode: 'request' | 'match';
  readonly startups: readonly { readonly _id: string; readonly name: string }[];
}) {
  const { t } = useTranslation();
  const failure = useErrorMessage(MENTORING_ERRORS);
  const [startupId, setStartupId] = useState<string | null>(mode === 'request' ? (startups[0]?._id ?? null) : null);
  const [skillIds, setSkillIds] = useState<string[]>([]);
  const [asking, setAsking] = useState<Suggestion['mentor'] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const skills = useQuery(MentorSkillOptionsDocument);
  const { data, error, loading } = useQuery(MentorSuggestionsDocument, {
    variables: { startupId: startupId ?? '', skillIds },
    skip: !startupId,
    fetchPolicy: 'cache-and-network',
  });
  const [assign, assigning] = useMutation(AssignMentorDocument, {
    refetchQueries: ['MentorSuggestions', 'Mentors', 'MentorRequests'],
    awaitRefetchQueries: true,
  });
  const startupName = startups.find((s) => s._id === startupId)?.name ?? '';
  const titleId = `mentor-finder-${mode}`;

  const act = async (s: Suggestion) => {
    setNotice(null);
    if (mode === 'request') {
      setAsking(s.mentor);
      return;
    }
    try {
      await assign({ variables: { startupId: startupId!, mentorId: s.mentor._id } });
      setNotice({ tone: 'ok', text: t('mentoring.finder.matched', { name: s.mentor.fullName, startup: startupName }) });
    } catch (e) {
      setNotice({ tone: 'error', text: failure(e) });
    }
  };

  const suggestions = data?.mentorSuggestions ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={titleId}>
            {mode === 'request' ? t('mentoring.finder.title') : t('mentoring.finder.matchTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {mode === 'request' ? t('mentoring.finder.intro') : t('mentoring.finder.matchIntro')}
          </Text>
        </Stack>
        {startups.length > 1 || mode === 'match' ? (
          <Select
            label={t('mentoring.finder.startup')}
            placeholder={t('mentoring.finder.startupPlaceholder')}
            data={startups.map((s) => ({ value: s._id, label: s.name }))}
            value={startupId}
            onChange={setStartupId}
            searchable
            maw={420}
            comboboxProps={{ withinPortal: false }}
            data-testid={`mentor-finder-startup-${mode}`}
          />
        ) : null}
        <MultiSelect
          label={t('mentoring.finder.skills')}
          description={t('mentoring.finder.skillsHelp')}
          data={(skills.data?.tags ?? []).map((s) => ({ value: s._id, label: s.name }))}
          value={skillIds}
          onChange={setSkillIds}
          maxValues={10}
          searchable
          clearable
          maw={560}
          comboboxProps={{ withinPortal: false }}
          data-testid={`mentor-finder-skills-${mode}`}
        />
        {notice ? (
          <Alert
            color={notice.tone === 'ok' ? 'green' : 'red'}
            variant="light"
            role={notice.tone === 'ok' ? 'status' : 'alert'}
            icon={notice.tone === 'error' ? <IconAlertCircle aria-hidden /> : undefined}
            data-testid="mentor-finder-notice"
          >
            {notice.text}
          </Alert>
        ) : null}
        {error && !data ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {failure(error)}
          </Alert>
        ) : null}
        {!startupId ? null : loading && !data ? (
          <Text c="dimmed">{t('common.loading')}</Text>
        ) : data && suggestions.length === 0 ? (
          <Text c="dimmed" data-testid="mentor-finder-empty">
            {t('mentoring.finder.empty')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            aria-label={t('mentoring.finder.listLabel', { startup: startupName })}
          >
            {suggestions.map((s, i) => (
              <MentorSuggestionCard
                key={s.mentor._id}
                suggestion={s}
                rank={i + 1}
                actionLabel={mode === 'request' ? t('mentoring.finder.ask') : t('mentoring.finder.match')}
                onAction={() => void act(s)}
                busy={assigning.loading}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {asking && startupId ? (
        <RequestMentorModal
          mentor={asking}
          startupId={startupId}
          skillIds={skillIds}
          onClose={() => setAsking(null)}
          onSent={() => {
            setNotice({ tone: 'ok', text: t('mentoring.request.sent', { name: asking.fullName }) });
            setAsking(null);
          }}
        />
      ) : null}
    </Card>
  );
}
