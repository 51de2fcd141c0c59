// /startup/:id/file/:tab — a startup's file: the header, then the tabs of file/tabs.tsx. Without a tab the first
// visible one opens, as it does for a tab of the spec not built yet (legacy redirects to the timeline or milestones);
// an unknown (or hidden) tab, an unknown startup or one the user may not see show not-found.
import { STARTUP_FILE_TABS } from '@ascent/shared';
import { useQuery } from '@apollo/client/react';
import { Alert, Container, Group, Loader, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { StartupFileDocument } from '../../../generated/graphql.ts';
import { errorCode } from '../../../app/errors.ts';
import { LostInCosmos } from '../../../ui/LostInCosmos.tsx';
import { useCurrentUser } from '../../users/CurrentUserProvider.tsx';
import { StartupFileHeader } from './StartupFileHeader.tsx';
import { STARTUP_FILE_TAB_LIST, visibleStartupFileTabs } from './tabs.tsx';

export function StartupFilePage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = params.id ?? '';
  const tabKey = (params['*'] ?? '').replace(/\/+$/, '');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const { data, error, loading } = useQuery(StartupFileDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const startup = data?.startup;
  const tabs = useMemo(() => (startup ? visibleStartupFileTabs({ startup, user }) : []), [startup, user]);

  if (!startup) {
    if (error) {
      const code = errorCode(error);
      if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return <LostInCosmos />;
      return (
        <Container size={1280} py="xl">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('startups.file.loadFailed')}
          </Alert>
        </Container>
      );
    }
    return loading ? (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common.loading')} />
      </Group>
    ) : null;
  }
  const first = tabs[0];
  if (!tabKey) return first ? <Navigate to={`/startup/${id}/file/${first.key}`} replace /> : <LostInCosmos />;
  const current = tabs.find((tab) => tab.key === tabKey);
  if (!current) {
    // A tab of the spec that is not built yet (a legacy link to the timeline or milestones) opens the default tab;
    // anything else — an unknown tab, or one hidden from this user — is not found.
    const unbuilt =
      (STARTUP_FILE_TABS as readonly string[]).includes(tabKey) &&
      !STARTUP_FILE_TAB_LIST.some((tab) => tab.key === tabKey);
    return unbuilt && first ? <Navigate to={`/startup/${id}/file/${first.key}`} replace /> : <LostInCosmos />;
  }
  const Element = current.element;

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <StartupFileHeader startup={startup} />
        <Tabs
          value={current.key}
          onChange={(value) => value && void navigate(`/startup/${id}/file/${value}`)}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('startups.file.tabsLabel')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} data-testid={`startup-file-tab-${tab.key}`}>
                {t(tab.labelKey)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={current.key} pt="lg">
            <Suspense
              fallback={
                <Group justify="center" py="xl">
                  <Loader aria-label={t('common.loading')} />
                </Group>
              }
            >
              <Element startup={startup} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
