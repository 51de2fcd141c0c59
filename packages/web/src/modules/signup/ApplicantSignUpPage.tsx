// /application/new and /apply/program/:slug: a signed-out visitor creates an applicant account (spec 01
// §2.1), which is then signed in and lands on the home page; the confirmation email is on its way. Under
// /apply/program/:slug the programme's name and description head the form; an unknown slug says so.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCompassOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { StandaloneLayout } from '../../ui/StandaloneLayout.tsx';
import {
  ApplyFunnelDocument,
  CreateApplicationDocument,
  PublicProgramDocument,
  SignUpApplicantDocument,
  type PublicProgramQuery,
} from '../../generated/graphql.ts';
import { FunnelApplyIntro, opensLater, type PublicFunnel } from '../applications/FunnelApplyIntro.tsx';
import { LeadInterestPage } from '../applications/LeadInterestForm.tsx';
import { ApplyAsMemberPage } from '../applications/ApplyAsMemberPage.tsx';
import { accountFieldError, validateEmail, validateName, validatePassword } from '../auth/accountFields.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { AccountEmailField } from '../auth/AccountEmailField.tsx';
import { AccountNameFields } from '../auth/AccountNameFields.tsx';
import { NewPasswordField } from '../auth/NewPasswordField.tsx';
import { ErrorScreen } from '../../ui/ErrorScreen.tsx';
import { errorCode } from '../../app/errors.ts';
import { StatusScreen } from '../../ui/StatusScreen.tsx';
import { TenantBrandHeader } from '../incubators/TenantBrandHeader.tsx';

type Program = NonNullable<PublicProgramQuery['publicProgram']>;

interface SignUpValues {
  startupName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

const FIELDS = ['startupName', 'firstName', 'lastName', 'email', 'password'] as const;

type SignUpFailure = 'emailTaken' | 'tooMany' | 'programNotFound' | 'invalid' | 'network' | 'unknown';

function signUpFailureOf(code: string): SignUpFailure {
  switch (code) {
    case 'CONFLICT':
      return 'emailTaken';
    case 'TOO_MANY_ATTEMPTS':
      return 'tooMany';
    case 'NOT_FOUND':
      return 'programNotFound';
    case 'VALIDATION_FAILED':
      return 'invalid';
    case 'NETWORK':
      return 'network';
    default:
      return 'unknown';
  }
}

function ProgramNotFound() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      mark={<IconCompassOff size={44} />}
      title={t('applications.signUp.programNotFound.title')}
      testId="program-not-found"
      actions={
        <>
          <Button component={Link} to="/application/new">
            {t('applications.signUp.programNotFound.action')}
          </Button>
          <Button component={Link} to="/login" variant="default">
            {t('applications.signUp.signIn')}
          </Button>
        </>
      }
    >
      <Text c="dimmed">{t('applications.signUp.programNotFound.message')}</Text>
    </StatusScreen>
  );
}

function SignUpForm({
  program,
  funnel = null,
}: {
  readonly program: Program | null;
  readonly funnel?: PublicFunnel | null;
}) {
  const { t, i18n } = useTranslation();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [signUp, { loading }] = useMutation(SignUpApplicantDocument);
  const [createApplication] = useMutation(CreateApplicationDocument);
  const [failure, setFailure] = useState<SignUpFailure | null>(null);
  const form = useForm<SignUpValues>({
    mode: 'uncontrolled',
    initialValues: { startupName: '', firstName: '', lastName: '', email: '', password: '' },
    validate: {
      startupName: (value) => (funnel ? validateName(value) : null),
      firstName: validateName,
      lastName: validateName,
      email: validateEmail,
      password: validatePassword,
    },
    validateInputOnBlur: true,
  });
  const failureMessage = (f: SignUpFailure): string => {
    switch (f) {
      case 'emailTaken':
        return t('applications.signUp.errors.emailTaken');
      case 'tooMany':
        return t('applications.signUp.errors.tooMany');
      case 'programNotFound':
        return t('applications.signUp.errors.programNotFound');
      case 'invalid':
        return t('applications.signUp.errors.invalid');
      case 'network':
        return t('applications.signUp.errors.network');
      case 'unknown':
        return t('applications.signUp.errors.unknown');
      default: {
        const unhandled: never = f;
        return unhandled;
      }
    }
  };
  const labels = {
    firstName: t('applications.signUp.firstName'),
    lastName: t('applications.signUp.lastName'),
    email: t('applications.signUp.email'),
    password: t('applications.signUp.password'),
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      // Where a visitor who just applied to an intake goes once signed in: the first round's form.
      let nextPath: string | null = null;
      try {
        const result = await signUp({
          variables: {
            input: {
              email: values.email.trim(),
              firstName: values.firstName.trim(),
              lastName: values.lastName.trim(),
              password: values.password,
              programSlug: funnel ? null : (program?.slug ?? null),
              language: i18n.language,
            },
          },
        });
        const account = result.data?.signUpApplicant;
        if (!account) throw new Error('No account in the answer');
        if (funnel) {
          // The new account starts its application before the page signs it in (and leaves this page).
          const created = await createApplication({
            variables: { funnelSlug: funnel.slug, name: values.startupName.trim() },
            context: { headers: { authorization: `Bearer ${account.token}` } },
          });
          const application = created.data?.createApplication;
          const round = application?.rounds[0]?.round._id;
          nextPath = application
            ? round
              ? `/application/${application._id}/forms/${round}/fill`
              : `/application/${application._id}`
            : null;
        }
        // Signed in: home — or, having just applied, the round's form.
        await signIn(account.token, account.sessionId);
        await navigate(nextPath ?? '/', { replace: true });
      } catch (error) {
        const code = errorCode(error);
        if (code === 'UNKNOWN') console.error(error);
        setFailure(signUpFailureOf(code));
      }
    },
    (errors) => {
      const first = FIELDS.find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <StandaloneLayout maxWidth={480}>
      <Paper withBorder shadow="sm" radius="lg" style={{ overflow: 'hidden' }}>
        <TenantBrandHeader
          subtitle={
            funnel
              ? t('applications.signUp.programTitle', { program: funnel.programName ?? funnel.name })
              : program
                ? t('applications.signUp.programTitle', { program: program.name })
                : t('applications.signUp.title')
          }
        />
        <Stack px="xl" pb="xl" pt="md" gap="md">
          {funnel ? <FunnelApplyIntro funnel={funnel} /> : null}
          {!funnel && program?.description ? (
            <Text ta="center" c="dimmed" data-testid="program-description">
              {program.description}
            </Text>
          ) : null}
          <Text ta="center">{t('applications.signUp.intro')}</Text>
          <form onSubmit={submit} noValidate aria-label={t('applications.signUp.formLabel')}>
            <Stack gap="md">
              {failure ? (
                <Alert
                  color="red"
                  variant="light"
                  icon={<IconAlertCircle aria-hidden />}
                  role="alert"
                  data-testid="sign-up-error"
                >
                  {failureMessage(failure)}
                  {failure === 'emailTaken' ? (
                    <>
                      {' '}
                      <Anchor component={Link} to="/login" inherit underline="always">
                        {t('applications.signUp.signIn')}
                      </Anchor>
                    </>
                  ) : null}
                </Alert>
              ) : null}
              {funnel ? (
                <TextInput
                  label={t('applications.apply.startupName')}
                  aria-required
                  key={form.key('startupName')}
                  {...form.getInputProps('startupName')}
                  error={accountFieldError(form.errors.startupName, t('applications.apply.startupName'), t)}
                  data-testid="startup-name"
                />
              ) : null}
              <AccountNameFields form={form} labels={labels} />
              <AccountEmailField form={form} label={labels.email} />
              <NewPasswordField
                form={form}
                label={labels.password}
                hint={(min) => t('applications.signUp.passwordHint', { min })}
                showCharacters={t('applications.signUp.showCharacters')}
              />
              <Button type="submit" fullWidth loading={loading} disabled={funnel?.open === false} data-testid="sign-up">
                {funnel ? t('applications.apply.start') : t('applications.signUp.submit')}
              </Button>
            </Stack>
          </form>
          <Text size="sm" ta="center">
            {t('applications.signUp.haveAccount')}{' '}
            {/* Underlined: beside text, colour alone does not mark a link (axe link-in-text-block). */}
            <Anchor component={Link} to="/login" underline="always">
              {t('applications.signUp.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </StandaloneLayout>
  );
}

function ProgramSignUp({ slug }: { readonly slug: string }) {
  const { data, loading, error } = useQuery(PublicProgramDocument, { variables: { slug } });
  // The slug may name a published intake (applications) rather than a programme.
  const intake = useQuery(ApplyFunnelDocument, { variables: { slug }, errorPolicy: 'all' });
  if (loading || intake.loading) return <PageLoader />;
  const funnel = intake.data?.applyFunnel;
  // Before the first round opens, the visitor registers their interest instead (a lead).
  if (funnel)
    return opensLater(funnel) ? <LeadInterestPage funnel={funnel} /> : <SignUpForm program={null} funnel={funnel} />;
  if (error || !data) return <ErrorScreen />;
  if (!data.publicProgram) return <ProgramNotFound />;
  return <SignUpForm program={data.publicProgram} />;
}

export function ApplicantSignUpPage() {
  const { token } = useAuth();
  const { slug } = useParams();
  // Signed in (the route guard lets only applicants, cofounders and community members through, spec 01 §2.1):
  // they apply as themselves.
  if (token) return <ApplyAsMemberPage slug={slug} />;
  return slug === undefined ? <SignUpForm program={null} /> : <ProgramSignUp slug={slug} />;
}
