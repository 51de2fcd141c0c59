// /startups/management: the programme team's startup table (create, edit, archive, programmes, people, bulk
// actions with their live toasts) and, for those who may edit them, the organisation's tags and industries.
import { useApolloClient } from '@apollo/client/react';
import { Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StartupBatchOperationUpdatedDocument, StartupManagementListDocument } from '../../../generated/graphql.ts';
import { BatchOperationsProvider } from '../../../ui/batchOperations.tsx';
import { StartupsPanel } from './StartupsPanel.tsx';
import { IndustriesPanel, TagsPanel } from './TaxonomyPanels.tsx';
import { useGranted } from './useGranted.ts';

export function StartupManagementPage() {
  const { t } = useTranslation();
  const granted = useGranted();
  const client = useApolloClient();
  const [tab, setTab] = useState<string>('startups');
  const refresh = useCallback(() => void client.refetchQueries({ include: [StartupManagementListDocument] }), [client]);
  const following = {
    kind: 'startups' as const,
    document: StartupBatchOperationUpdatedDocument,
    title: t('startups.batch.title'),
    succeeded: (count: number) => t('startups.batch.succeeded', { count }),
  };
  return (
    <BatchOperationsProvider following={following} onFinished={refresh}>
      <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('startups.management.title')}</Title>
            <Text c="dimmed">{t('startups.management.intro')}</Text>
          </Stack>
          <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="startups" data-testid="management-tab-startups">
                {t('startups.management.tabs.startups')}
              </Tabs.Tab>
              {granted.has('TAGS:EDIT') ? (
                <Tabs.Tab value="tags" data-testid="management-tab-tags">
                  {t('startups.taxonomy.tags')}
                </Tabs.Tab>
              ) : null}
              {granted.has('INDUSTRIES:EDIT') ? (
                <Tabs.Tab value="industries" data-testid="management-tab-industries">
                  {t('startups.taxonomy.industries')}
                </Tabs.Tab>
              ) : null}
            </Tabs.List>
            <Tabs.Panel value="startups" pt="md">
              <StartupsPanel canCreate={granted.has('STARTUPS:CREATE')} canManage={granted.has('STARTUPS:EDIT')} />
            </Tabs.Panel>
            <Tabs.Panel value="tags" pt="md">
              <TagsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="industries" pt="md">
              <IndustriesPanel />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </BatchOperationsProvider>
  );
}
