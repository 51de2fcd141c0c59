// /login: the local sign-in form in the tenant's branding (spec §1, §2.1, §4).
import { Alert, Anchor, Box, Button, Image, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import { useRequiredTenant, type Tenant } from '../incubators/TenantProvider.tsx';
import { useAuth } from './AuthProvider.tsx';
import { errorMessage } from '../../app/errors.ts';
import { LOGIN_ERRORS } from './loginErrors.ts';
import { LoginError, requestLogin } from './loginRequest.ts';
import { safeRedirectTarget } from './redirect.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { SsoButtons } from '../sso/SsoButtons.tsx';
import { useSsoLogin } from '../sso/useSsoLogin.ts';

// The session-limit dialog (Mantine's Modal with its scroll area and focus trap) loads when first needed.
const MaxSessionsDialog = lazy(async () => ({
  default: (await import('../sessions/MaxSessionsDialog.tsx')).MaxSessionsDialog,
}));

interface LoginValues {
  email: string;
  password: string;
}

type FieldProblem = 'required' | 'email';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validateEmail(value: string): FieldProblem | null {
  if (!value.trim()) return 'required';
  return EMAIL.test(value.trim()) ? null : 'email';
}

function validatePassword(value: string): FieldProblem | null {
  return value ? null : 'required';
}

/** REVERSE means the login header is dark: it takes the sidebar's colours and the white logo. */
function brandHeader(tenant: Tenant): { logo: string | null; style: CSSProperties | undefined } {
  const { login, sidebar } = tenant.brandPalette;
  if (login.logoType === 'REVERSE') {
    return {
      logo: tenant.whiteLogo || tenant.logo,
      style: { backgroundColor: sidebar.backgroundColor, color: sidebar.textColor },
    };
  }
  return { logo: tenant.logo, style: undefined };
}

function CustomLoginLink({ tenant }: { readonly tenant: Tenant }) {
  const custom = tenant.customLoginText;
  if (!custom.active || !custom.text?.trim()) return null;
  if (!custom.url) return <Text ta="center">{custom.text}</Text>;
  return (
    <Button
      component="a"
      href={custom.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="default"
      fullWidth
      h="auto"
      py="xs"
      data-testid="custom-login-link"
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      style={{
        ...(custom.buttonBackgroundColor ? { backgroundColor: custom.buttonBackgroundColor } : {}),
        ...(custom.buttonTextColor ? { color: custom.buttonTextColor } : {}),
      }}
    >
      {custom.text}
    </Button>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const tenant = useRequiredTenant();
  const { token, signIn } = useAuth();
  const location = useLocation();
  // The failed call itself: its message is chosen (and translated) when shown.
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);
  // Spec §4: at the session limit the visitor may continue (ending their oldest session) or cancel.
  const [atLimit, setAtLimit] = useState<LoginValues | null>(null);
  // Mounted from the first time the limit is reached on, so that closing it still animates.
  const [limitSeen, setLimitSeen] = useState(false);
  const form = useForm<LoginValues>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validatePassword },
    validateInputOnBlur: true,
  });
  const returnTo = safeRedirectTarget(location.search);
  // Spec §4: single sign-on when the organisation has it; the password form only where local sign-in is on.
  const sso = useSsoLogin({
    signedIn: token !== null,
    search: location.search,
    returnTo,
    localAllowed: tenant.loginProviders.some((p) => p.provider === 'local' && p.enabled),
  });

  // Signed in already, or just now: go where the visitor was heading.
  if (token) return <Navigate to={returnTo} replace />;
  // Asking whether single sign-on is on, or on the way to the only connection.
  if (sso.waiting) return <PageLoader />;

  const fieldError = (problem: unknown, label: string): string | undefined => {
    if (problem === 'required') return t('validation.required', { field: label });
    if (problem === 'email') return t('validation.email', { field: label });
    return undefined;
  };

  const attempt = async (values: LoginValues, endOldestSession: boolean) => {
    setFailure(null);
    setSubmitting(true);
    try {
      const { token: received, sessionId } = await requestLogin({
        email: values.email.trim(),
        password: values.password,
        incubator: tenant.slug,
        ...(endOldestSession ? { endOldestSession } : {}),
      });
      setAtLimit(null);
      await signIn(received, sessionId);
    } catch (error) {
      if (!(error instanceof LoginError)) console.error(error);
      if (error instanceof LoginError && error.code === 'MAX_SESSIONS') {
        setAtLimit(values);
        setLimitSeen(true);
      } else {
        setAtLimit(null);
        setFailure(error instanceof LoginError ? error : new LoginError('UNKNOWN', 'Unknown failure'));
      }
      setSubmitting(false);
    }
  };

  const submit = form.onSubmit(
    (values) => attempt(values, false),
    (errors) => {
      const first = (['email', 'password'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  const header = brandHeader(tenant);
  const emailLabel = t('auth.login.email');
  const passwordLabel = t('auth.login.password');

  return (
    <StandaloneLayout maxWidth={440}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <Stack align="center" gap="xs" px="xl" pt="xl" pb="md" style={header.style} data-testid="login-brand">
          {header.logo ? (
            <Image
              src={header.logo}
              alt={t('incubators.logoAlt', { name: tenant.name })}
              h={56}
              w="auto"
              maw="100%"
              fit="contain"
              data-testid="tenant-logo"
            />
          ) : null}
          <Title order={1} fz="h2" ta="center" data-testid="tenant-name">
            {tenant.name}
          </Title>
          <Text ta="center" c={header.style ? 'inherit' : 'dimmed'}>
            {t('auth.login.subtitle')}
          </Text>
        </Stack>
        <Stack px="xl" pb="xl" pt="md" gap="md">
          <SsoButtons connections={sso.connections} returnTo={returnTo} withDivider={sso.showPasswordForm} />
          {sso.showPasswordForm ? (
            <form onSubmit={submit} noValidate aria-label={t('auth.login.formLabel')}>
              <Stack gap="md">
                {failure ? (
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertCircle aria-hidden />}
                    role="alert"
                    data-testid="login-error"
                  >
                    {errorMessage(failure, LOGIN_ERRORS, t)}
                  </Alert>
                ) : null}
                <TextInput
                  label={emailLabel}
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  dir="ltr"
                  aria-required
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                  error={fieldError(form.errors.email, emailLabel)}
                />
                <PasswordInput
                  label={passwordLabel}
                  autoComplete="current-password"
                  aria-required
                  // Its default name contains "password", which makes the field's label ambiguous.
                  visibilityToggleButtonProps={{ 'aria-label': t('auth.login.showCharacters') }}
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                  error={fieldError(form.errors.password, passwordLabel)}
                />
                <Button type="submit" fullWidth loading={submitting} data-testid="sign-in">
                  {t('auth.login.submit')}
                </Button>
                {/* Spec §2.1: /forgotpassword exists only when single sign-on is off. */}
                {sso.connections.length === 0 ? (
                  <Box ta="center">
                    <Anchor component={Link} to="/forgotpassword" size="sm" data-testid="forgot-password-link">
                      {t('accounts.login.forgotPassword')}
                    </Anchor>
                  </Box>
                ) : null}
              </Stack>
            </form>
          ) : null}
          {limitSeen ? (
            <Suspense fallback={null}>
              <MaxSessionsDialog
                opened={atLimit !== null}
                busy={submitting}
                onContinue={() => atLimit && void attempt(atLimit, true)}
                onCancel={() => {
                  setAtLimit(null);
                  form.setFieldValue('password', '');
                }}
              />
            </Suspense>
          ) : null}
          <CustomLoginLink tenant={tenant} />
          {tenant.termsLink.url ? (
            <Box ta="center">
              <Anchor
                href={tenant.termsLink.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                data-testid="terms-link"
              >
                {t('auth.login.terms')}
              </Anchor>
            </Box>
          ) : null}
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}
