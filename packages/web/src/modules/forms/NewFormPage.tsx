// /forms/management/new (no header, as every builder route): a title and a purpose, then the builder of the new form.
import { useMutation } from '@apollo/client/react';
import { FORM_LIMITS, FORM_PURPOSES, type FormPurpose } from '@ascent/shared';
import { Anchor, Button, Card, Container, Select, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CreateFormDocument } from '../../generated/graphql.ts';
import { useFormErrorMessage } from './formErrors.ts';
import { BackArrow } from '../../ui/BackArrow.tsx';

export function NewFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const message = useFormErrorMessage();
  const [title, setTitle] = useState('');
  const [purpose, setPurpose] = useState<FormPurpose>('survey');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateFormDocument);
  const titleError = touched && !title.trim() ? t('forms.builder.titleRequired') : undefined;

  const submit = async () => {
    setTouched(true);
    if (!title.trim()) return;
    try {
      const res = await create({ variables: { input: { title: title.trim(), purpose } } });
      if (res.data) await navigate(`/forms/management/${res.data.createForm._id}/edit`);
    } catch (e) {
      setFailure(message(e));
    }
  };

  return (
    <Container component="main" size={640} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to="/forms/management" size="sm">
          <BackArrow size={14} style={{ verticalAlign: 'middle' }} /> {t('forms.builder.back')}
        </Anchor>
        <Title order={1} fz="h2">
          {t('forms.builder.newTitle')}
        </Title>
        <Card withBorder radius="md" padding="lg">
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Stack gap="md">
              <TextInput
                label={t('forms.builder.formTitle')}
                required
                maxLength={FORM_LIMITS.title}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={titleError ?? failure ?? undefined}
                data-autofocus
              />
              <Select
                label={t('forms.builder.purpose')}
                data={FORM_PURPOSES.map((p) => ({ value: p, label: t(`forms.purpose.${p}`) }))}
                value={purpose}
                onChange={(v) => v && setPurpose(v as FormPurpose)}
                allowDeselect={false}
              />
              <Button type="submit" loading={loading} data-testid="create-form">
                {t('forms.builder.create')}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
