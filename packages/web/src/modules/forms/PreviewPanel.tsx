// The builder's Preview tab: the form exactly as a respondent gets it (the same rules, the same fields), at desktop
// or phone width; answers typed here are not kept.
import type { FormQuestion } from '@ascent/shared';
import { Box, Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormQuestions } from './FormQuestions.tsx';
import { useFormFilling } from './useFormFilling.ts';

export function PreviewPanel({ questions }: { readonly questions: readonly FormQuestion[] }) {
  const { t } = useTranslation();
  const [width, setWidth] = useState<'desktop' | 'phone'>('desktop');
  const filling = useFormFilling(questions);
  const [checked, setChecked] = useState<boolean | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          value={width}
          onChange={(v) => setWidth(v as 'desktop' | 'phone')}
          data={[
            { value: 'desktop', label: t('forms.preview.desktop') },
            { value: 'phone', label: t('forms.preview.phone') },
          ]}
          aria-label={t('forms.preview.width')}
        />
        <Button variant="default" size="xs" onClick={() => filling.reset({})}>
          {t('forms.preview.clear')}
        </Button>
      </Group>
      <Box maw={width === 'phone' ? 375 : 760} w="100%" mx="auto" data-testid="form-preview">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <FormQuestions questions={questions} filling={filling} />
            <Group justify="flex-end" gap="sm">
              {checked !== null ? (
                <Text size="sm" c={checked ? 'green' : 'red'} aria-live="polite">
                  {t(checked ? 'forms.preview.valid' : 'forms.preview.invalid')}
                </Text>
              ) : null}
              <Button onClick={() => setChecked(filling.validateAll() === null)}>{t('forms.preview.check')}</Button>
            </Group>
          </Stack>
        </Card>
      </Box>
    </Stack>
  );
}
