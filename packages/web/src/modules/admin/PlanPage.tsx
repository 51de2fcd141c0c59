// /admin/configuration/plan: the organisation's plan, the licensed users counted against its limit (the same users as
// the users screen's "Licensed users only" filter, which it links to), and every feature this version of Ascent has
// with whether the plan includes it. Included features can be switched on and off; locked ones cannot. Flags of
// features the product does not have yet are listed apart, never as included.
import { isFeatureFlagName, type FeatureFlagName } from '@ascent/shared';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPlanDocument, AdminSetFeatureFlagDocument, type AdminPlanQuery } from '../../generated/graphql.ts';
import { AdminFeedback, useAdminFailureMessage, type Feedback } from './AdminFeedback.tsx';
import { AdminFrame } from './AdminFrame.tsx';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { featureName, licensedRoleNames } from './names.ts';

type Flag = AdminPlanQuery['availableFeatureFlags'][number];

function FlagRow({
  flag,
  name,
  onDone,
}: {
  readonly flag: Flag;
  readonly name: string;
  readonly onDone: (feedback: Feedback) => void;
}) {
  const { t } = useTranslation();
  const failure = useAdminFailureMessage();
  const [setFlag, { loading }] = useMutation(AdminSetFeatureFlagDocument);
  const locked = flag.type !== 'INCLUDED';
  const lockedId = `flag-locked-${flag.name}`;
  const toggle = async (activated: boolean) => {
    try {
      // The switch itself shows (and announces) the new state; only a failure needs words.
      await setFlag({ variables: { name: flag.name, activated } });
    } catch (error) {
      onDone({ tone: 'error', message: failure(error) });
    }
  };
  const control = (
    <Switch
      checked={!locked && flag.activated}
      disabled={locked || loading}
      onChange={(e) => void toggle(e.currentTarget.checked)}
      aria-label={t('admin.plan.toggle', { feature: name })}
      aria-describedby={locked ? lockedId : undefined}
      data-testid={`flag-${flag.name}`}
    />
  );
  return (
    <Table.Tr data-testid="flag-row">
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        {locked ? (
          <Group gap={4} wrap="nowrap">
            <IconLock size={14} aria-hidden />
            <Badge color="gray" variant="dot" tt="none">
              {t('admin.plan.locked')}
            </Badge>
          </Group>
        ) : (
          <Badge color="green" variant="dot" tt="none">
            {t('admin.plan.included')}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {locked ? (
          <Tooltip label={t('admin.plan.lockedTooltip')} withArrow>
            {/* A disabled switch gets no pointer or focus events: its wrapper carries the tooltip. */}
            <span
              tabIndex={0}
              style={{ display: 'inline-block', borderRadius: 4 }}
              data-testid={`flag-locked-${flag.name}`}
            >
              {control}
              <VisuallyHidden id={lockedId}>{t('admin.plan.lockedTooltip')}</VisuallyHidden>
            </span>
          </Tooltip>
        ) : (
          control
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function PlanPage() {
  return (
    <AdminFrame tab="plan">
      <PlanPageContent />
    </AdminFrame>
  );
}

function PlanPageContent() {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(AdminPlanDocument, { fetchPolicy: 'cache-and-network' });
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const plan = data?.publicIncubator?.plan;
  const count = data?.licensedUserCount ?? 0;
  const limit = plan?.employeeCountLimit ?? null;
  const format = useFormatters();
  const collator = new Intl.Collator(i18n.language);
  const named = (data?.availableFeatureFlags ?? [])
    .filter((f): f is Flag & { name: FeatureFlagName } => isFeatureFlagName(f.name))
    .map((flag) => ({ flag, name: featureName(flag.name, t) }));
  const flags = named
    .filter(({ flag }) => flag.inProduct)
    // Included first, then locked; by name within each.
    .sort(
      (a, b) =>
        Number(a.flag.type !== 'INCLUDED') - Number(b.flag.type !== 'INCLUDED') || collator.compare(a.name, b.name),
    );
  const notYet = named.filter(({ flag }) => !flag.inProduct).sort((a, b) => collator.compare(a.name, b.name));

  return (
    <Stack component="section" gap="md" aria-labelledby="admin-plan-title">
      <Stack gap={4}>
        <Title order={2} id="admin-plan-title">
          {t('admin.plan.title')}
        </Title>
        <Text c="dimmed">{t('admin.plan.intro')}</Text>
      </Stack>
      {error && !data ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('admin.loadFailed')}
        </Alert>
      ) : null}
      {plan ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Card withBorder radius="md" padding="lg">
            <Text size="sm" c="dimmed">
              {t('admin.plan.yourPlan')}
            </Text>
            <Text fz="h3" fw={700} data-testid="plan-name">
              {plan.name}
            </Text>
          </Card>
          <Card withBorder radius="md" padding="lg">
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                {t('admin.plan.licensedUsers')}
              </Text>
              <Text fz="h3" fw={700} data-testid="plan-usage">
                {limit === null
                  ? t('admin.plan.unlimited', { count })
                  : t('admin.plan.usage', { count, limit: format.number(limit) })}
              </Text>
              {limit !== null ? (
                <Progress.Root>
                  <Progress.Section
                    value={Math.min(100, (count / Math.max(1, limit)) * 100)}
                    color={count > limit ? 'red' : undefined}
                    aria-label={t('admin.plan.licensedUsers')}
                  />
                </Progress.Root>
              ) : null}
              <Text size="sm" c="dimmed" data-testid="plan-licensed-rule">
                {t('admin.plan.licensedRule', { roles: licensedRoleNames(t, i18n.language) })}
              </Text>
              <Anchor
                component={Link}
                to="/admin/configuration/users?licensed=1"
                size="sm"
                data-testid="plan-licensed-link"
              >
                {t('admin.plan.seeLicensed')}
              </Anchor>
            </Stack>
          </Card>
        </SimpleGrid>
      ) : null}
      <AdminFeedback feedback={feedback} onClose={() => setFeedback(null)} />
      {data ? (
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby="plan-features-title">
          <Stack gap="xs">
            <Title order={3} fz="h4" id="plan-features-title">
              {t('admin.plan.features')}
            </Title>
            <Table.ScrollContainer minWidth={300}>
              <Table
                verticalSpacing="xs"
                highlightOnHover
                aria-labelledby="plan-features-title"
                data-testid="flags-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('admin.plan.columns.feature')}</Table.Th>
                    <Table.Th scope="col">{t('admin.plan.columns.inPlan')}</Table.Th>
                    <Table.Th scope="col">{t('admin.plan.columns.on')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {flags.map(({ flag, name }) => (
                    <FlagRow key={flag.name} flag={flag} name={name} onDone={setFeedback} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Card>
      ) : null}
      {data && notYet.length > 0 ? (
        <Card
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby="plan-not-yet-title"
          data-testid="plan-not-yet"
        >
          <Stack gap="xs">
            <Title order={3} fz="h4" id="plan-not-yet-title">
              {t('admin.plan.notYetTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.plan.notYetIntro')}
            </Text>
            <List size="sm" c="dimmed" spacing={2} style={{ columns: '14rem' }}>
              {notYet.map(({ flag, name }) => (
                <List.Item key={flag.name} data-testid={`not-yet-${flag.name}`}>
                  {name}
                </List.Item>
              ))}
            </List>
          </Stack>
        </Card>
      ) : null}
      {data ? null : !error ? <Text c="dimmed">{t('common.loading')}</Text> : null}
    </Stack>
  );
}
