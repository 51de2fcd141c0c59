// The conversation on /application/{id} (docs/applications.md, "Comments"): its members and the staff who see it
// write to each other; staff may leave internal notes the applicants never see; each author deletes their own.
import { useMutation, useQuery } from '@apollo/client/react';
import { APPLICATION_COMMENT_ERROR_MESSAGES, APPLICATION_COMMENT_MAX_LENGTH } from '@ascent/shared';
import { Alert, Badge, Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import {
  AddApplicationCommentDocument,
  ApplicationCommentsDocument,
  DeleteApplicationCommentDocument,
} from '../../generated/graphql.ts';
import { useFormatters } from '../../ui/formatting/useFormatters.ts';
import { APPLICATION_ERRORS } from './applicationErrors.ts';

const COMMENT_ERRORS = {
  reasons: { ...APPLICATION_ERRORS.reasons, ...APPLICATION_COMMENT_ERROR_MESSAGES },
};

export function ApplicationComments({
  applicationId,
  staff,
}: {
  readonly applicationId: string;
  /** The caller reads the application as staff (not as one of its members): they may write internal notes. */
  readonly staff: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormatters();
  const message = useErrorMessage(COMMENT_ERRORS);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data } = useQuery(ApplicationCommentsDocument, { variables: { applicationId } });
  const refetch = { refetchQueries: [ApplicationCommentsDocument], awaitRefetchQueries: true };
  const [add, { loading: posting }] = useMutation(AddApplicationCommentDocument, refetch);
  const [remove, { loading: deleting }] = useMutation(DeleteApplicationCommentDocument, refetch);
  const comments = data?.applicationComments ?? [];

  const run = async (fn: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await fn();
      return true;
    } catch (e) {
      setFailure(message(e));
      return false;
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    const done = await run(() => add({ variables: { applicationId, body, internal: staff && internal } }));
    if (done) setBody('');
  };

  return (
    <Stack gap="sm" data-testid="application-comments">
      <Title order={2} fz="h4">
        {t('applications.comments.title')}
      </Title>
      {comments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('applications.comments.empty')}
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {comments.map((c) => (
            <Card key={c._id} component="li" withBorder radius="md" padding="sm" data-testid="application-comment">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Group gap="xs" wrap="wrap">
                  <Text fw={600} size="sm" dir="auto">
                    {c.author.fullName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {f.dateTime(c.createdAt)}
                  </Text>
                  {c.internal ? (
                    <Badge color="grape" variant="dot" tt="none" data-testid="internal-badge">
                      {t('applications.comments.internalBadge')}
                    </Badge>
                  ) : null}
                </Group>
                {c.mine ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    loading={deleting}
                    aria-label={t('applications.comments.deleteLabel', { date: f.dateTime(c.createdAt) })}
                    onClick={() => void run(() => remove({ variables: { id: c._id } }))}
                  >
                    {t('applications.comments.delete')}
                  </Button>
                ) : null}
              </Group>
              <Text size="sm" mt={4} dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {c.body}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="xs">
          <Textarea
            label={t('applications.comments.label')}
            value={body}
            onChange={(e) => setBody(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={10}
            maxLength={APPLICATION_COMMENT_MAX_LENGTH}
            dir="auto"
            data-testid="comment-body"
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            {staff ? (
              <Switch
                label={t('applications.comments.internal')}
                description={t('applications.comments.internalHint')}
                checked={internal}
                onChange={(e) => setInternal(e.currentTarget.checked)}
                data-testid="comment-internal"
              />
            ) : (
              <span />
            )}
            <Button type="submit" loading={posting} disabled={!body.trim()} data-testid="comment-post">
              {t('applications.comments.post')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
