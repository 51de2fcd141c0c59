// The body of a form being filled in — its questions, the failure, the draft's status and the submit button — as the
// shared-link page (SharedFormPage) and an application's round (applications/ApplicationFillPage) both show it.
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { FormQuestions } from './FormQuestions.tsx';

export function FormFillBody(props: {
  questions: ComponentProps<typeof FormQuestions>['questions'];
  filling: ComponentProps<typeof FormQuestions>['filling'];
  failure: string | null;
  /** What became of the draft ("Saved", "Saving…"), or nothing. */
  draftStatus: string;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
  onSubmit: () => Promise<void>;
}) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void props.onSubmit();
      }}
    >
      <Stack gap="lg">
        <FormQuestions questions={props.questions} filling={props.filling} />
        {props.failure ? (
          <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden />}>
            {props.failure}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="draft-status">
            {props.draftStatus}
          </Text>
          <Button type="submit" loading={props.submitting} data-testid={props.submitTestId}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
