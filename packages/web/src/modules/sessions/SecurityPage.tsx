// /account/settings/security: where the user is signed in (end one session or all others) and the password.
import { PASSWORD_ERROR_MESSAGES, PASSWORD_MIN_LENGTH } from '@ascent/shared';
import { Alert, Badge, Button, Card, Container, Group, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconDeviceDesktop } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  ChangePasswordDocument,
  LogoutOtherSessionsDocument,
  LogoutSessionDocument,
  MySessionsDocument,
} from '../../generated/graphql.ts';
import { errorMessage, type ErrorTable } from '../../app/errors.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { deviceName } from './device.ts';

function relativeTime(iso: string, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - Date.now()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 30],
    ['month', 12],
    ['year', Infinity],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return rtf.format(value, unit);
    value = Math.round(value / size);
  }
  return rtf.format(value, 'year');
}

function SessionsCard() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
  const [endOne, endOneState] = useMutation(LogoutSessionDocument);
  const [endOthers, endOthersState] = useMutation(LogoutOtherSessionsDocument);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  const language = currentLanguage();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sessions-title">
      <Title order={2} fz="h3" id="sessions-title" mb="xs">
        {t('sessions.list.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('sessions.list.intro')}
      </Text>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('sessions.list.loadFailed')}
        </Alert>
      ) : null}
      <Stack
        gap="sm"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        aria-busy={loading}
        data-testid="session-list"
      >
        {sessions.map((s) => {
          const device = deviceName(s.userAgent);
          const name =
            device.browser && device.system
              ? t('sessions.list.browserOn', { browser: device.browser, system: device.system })
              : (device.browser ?? device.system ?? t('sessions.list.unknownDevice'));
          return (
            <Group component="li" key={s._id} justify="space-between" wrap="wrap" gap="sm" data-testid="session-item">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconDeviceDesktop size={22} stroke={1.6} aria-hidden />
                <Stack gap={0} miw={0}>
                  <Group gap="xs">
                    <Text fw={600}>{name}</Text>
                    {s.current ? (
                      <Badge variant="light" data-testid="current-session">
                        {t('sessions.list.thisDevice')}
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('sessions.list.lastActive', { when: relativeTime(s.lastActiveAt, language) })}
                    {s.ip ? ` · ${s.ip}` : ''}
                  </Text>
                </Stack>
              </Group>
              {s.current ? null : (
                <Button
                  variant="default"
                  size="xs"
                  loading={endOneState.loading && endOneState.called}
                  onClick={async () => {
                    await endOne({ variables: { sessionId: s._id } }).catch(() => undefined);
                    await refetch();
                  }}
                  aria-label={t('sessions.list.endOneLabel', { device: name })}
                >
                  {t('sessions.list.endOne')}
                </Button>
              )}
            </Group>
          );
        })}
      </Stack>
      {others > 0 ? (
        <Group mt="md">
          <Button
            color="red"
            variant="light"
            loading={endOthersState.loading}
            onClick={async () => {
              const result = await endOthers().catch(() => null);
              if (result?.data)
                notifications.show({
                  message: t('sessions.list.endedOthers', { count: result.data.logoutOtherSessions }),
                });
              await refetch();
            }}
            data-testid="end-other-sessions"
          >
            {t('sessions.list.endOthers')}
          </Button>
        </Group>
      ) : null}
    </Card>
  );
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const PASSWORD_ERRORS: ErrorTable = {
  reasons: PASSWORD_ERROR_MESSAGES,
  codes: {
    VALIDATION_FAILED: 'sessions.password.failed',
    NETWORK: 'sessions.password.failed',
    INTERNAL: 'sessions.password.failed',
    UNKNOWN: 'sessions.password.failed',
  },
};

function PasswordCard() {
  const { t } = useTranslation();
  const [change, state] = useMutation(ChangePasswordDocument);
  const form = useForm<PasswordValues>({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: {
      currentPassword: (v) => (v ? null : t('validation.required', { field: t('sessions.password.current') })),
      newPassword: (v) =>
        v.length >= PASSWORD_MIN_LENGTH ? null : t('sessions.password.tooShort', { count: PASSWORD_MIN_LENGTH }),
      confirmPassword: (v, values) => (v === values.newPassword ? null : t('sessions.password.mismatch')),
    },
  });
  const serverError = state.error ? errorMessage(state.error, PASSWORD_ERRORS, t) : null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="password-title">
      <Title order={2} fz="h3" id="password-title" mb="xs">
        {t('sessions.password.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('sessions.password.intro')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          const result = await change({
            variables: { currentPassword: values.currentPassword, newPassword: values.newPassword },
          }).catch(() => null);
          if (result?.data?.changePassword) {
            form.reset();
            notifications.show({ color: 'green', message: t('sessions.password.changed') });
          }
        })}
      >
        <Stack gap="sm" maw={420}>
          {serverError ? (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="password-error"
            >
              {serverError}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('sessions.password.current')}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showCharacters') }}
            key={form.key('currentPassword')}
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t('sessions.password.new')}
            description={t('sessions.password.rule', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showCharacters') }}
            key={form.key('newPassword')}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t('sessions.password.confirm')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showCharacters') }}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={state.loading} data-testid="change-password">
              {t('sessions.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        {t('sessions.title')}
      </Title>
      <Stack gap="lg">
        <SessionsCard />
        <PasswordCard />
      </Stack>
    </Container>
  );
}
