// The founders' prompt (spec 01 §4 "Metric prompt"): at sign-in, a cofounder's startup is asked what is pending.
// A categorisation opens its modal; then due metrics show "You have metrics to update" with "Fill now" (the form in
// a modal) and Skip, remembered for the browser session. After a save the modal closes, a toast confirms it, and the
// pending form and the page's data refresh.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Affix, Button, Group, Modal, Paper, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingDataFormDocument } from '../../../generated/graphql.ts';
import { useCurrentUser } from '../../users/CurrentUserProvider.tsx';
import { CategorizationModal } from './CategorizationModal.tsx';
import { MetricsUpdateForm } from './MetricsUpdateForm.tsx';

/** The browser-session flag of a skipped prompt (spec 01 §9 storage keys). */
export const METRIC_PROMPT_SKIPPED_KEY = 'ascent.metricPromptSkipped';

function skippedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(METRIC_PROMPT_SKIPPED_KEY) === '1';
  } catch {
    return false;
  }
}

export function MetricPrompt() {
  const user = useCurrentUser();
  const startupId = user.role.type === 'Cofounder' ? (user.startups[0]?._id ?? null) : null;
  return startupId ? <FounderPrompt startupId={startupId} /> : null;
}

function FounderPrompt({ startupId }: { startupId: string }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: calc(${theme.breakpoints.xs} - 0.0625em))`, false, {
    getInitialValueInEffect: false,
  });
  const [skipped, setSkipped] = useState(skippedThisSession);
  const [formOpen, setFormOpen] = useState(false);
  const { data, refetch } = useQuery(PendingDataFormDocument, {
    variables: { startupId },
    fetchPolicy: 'network-only',
    skip: skipped,
  });
  const pending = skipped ? null : (data?.pendingDataForm.pendingDataForm ?? null);

  const skip = () => {
    try {
      window.sessionStorage.setItem(METRIC_PROMPT_SKIPPED_KEY, '1');
    } catch {
      /* storage unavailable: skipped for this page only */
    }
    setSkipped(true);
    setFormOpen(false);
  };
  const completed = async () => {
    setFormOpen(false);
    await refetch();
    await client.refetchQueries({ include: 'active' });
  };

  if (!pending) return null;
  if (pending.type === 'CATEGORIZATION') {
    return <CategorizationModal categorizationId={pending.id} onClose={skip} onCompleted={() => void completed()} />;
  }
  return (
    <>
      {!formOpen ? (
        <Affix position={{ bottom: phone ? 76 : 20, right: phone ? 8 : 20 }} zIndex={190}>
          <Paper
            role="region"
            aria-labelledby="metric-prompt-title"
            withBorder
            shadow="md"
            radius="md"
            p="md"
            maw={phone ? 359 : 380}
            data-testid="metric-prompt"
          >
            <Text fw={700} id="metric-prompt-title">
              {t('metrics.prompt.title')}
            </Text>
            <Text size="sm" c="dimmed" mt={4}>
              {t('metrics.prompt.text')}
            </Text>
            <Group justify="flex-end" gap="sm" mt="md">
              <Button variant="default" onClick={skip} data-testid="metric-prompt-skip">
                {t('metrics.prompt.skip')}
              </Button>
              <Button onClick={() => setFormOpen(true)} data-testid="metric-prompt-fill">
                {t('metrics.prompt.fillNow')}
              </Button>
            </Group>
          </Paper>
        </Affix>
      ) : null}
      <Modal
        opened={formOpen}
        onClose={() => setFormOpen(false)}
        title={t('metrics.form.title')}
        size="xl"
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': t('metrics.form.close') }}
        data-testid="metrics-form-modal"
      >
        <MetricsUpdateForm
          startupId={startupId}
          onSaved={() => {
            // The modal closes with the save: the confirmation outlives it as a toast.
            notifications.show({ color: 'green', message: t('metrics.form.saved') });
            void completed();
          }}
        />
      </Modal>
    </>
  );
}
