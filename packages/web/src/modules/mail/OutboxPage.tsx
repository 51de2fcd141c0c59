// /emails/outbox: what the organisation sent — or, without SMTP, would have sent — newest first, for the
// administrators (Admin, Admin & Coach), with every secret link redacted. Each row opens to the email's text.
import { canReadMailOutbox, MAIL_OUTBOX_PAGE_SIZE } from '@ascent/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Container,
  Group,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
  useDirection,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertCircle, IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../../app/i18n.ts';
import { MailOutboxDocument, type MailOutboxQuery } from '../../generated/graphql.ts';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';

type Entry = MailOutboxQuery['mailOutbox']['results'][number];

function kindLabel(t: TFunction, kind: string): string {
  switch (kind) {
    case 'confirmation':
      return t('mail.outbox.kinds.confirmation');
    case 'password-reset':
      return t('mail.outbox.kinds.passwordReset');
    case 'invitation':
      return t('mail.outbox.kinds.invitation');
    default:
      return kind;
  }
}

function StatusBadge({ status }: { readonly status: string }) {
  const { t } = useTranslation();
  switch (status) {
    case 'sent':
      return (
        <Badge color="green" variant="dot" tt="none">
          {t('mail.outbox.statuses.sent')}
        </Badge>
      );
    case 'failed':
      return (
        <Badge color="red" variant="dot" tt="none">
          {t('mail.outbox.statuses.failed')}
        </Badge>
      );
    case 'stored':
      return (
        <Badge color="gray" variant="dot" tt="none">
          {t('mail.outbox.statuses.stored')}
        </Badge>
      );
    default:
      return (
        <Badge color="gray" variant="dot" tt="none">
          {status}
        </Badge>
      );
  }
}

function OutboxRow({ entry, format }: { readonly entry: Entry; readonly format: Intl.DateTimeFormat }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { dir } = useDirection();
  const Closed = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  const panelId = `outbox-text-${entry._id}`;
  return (
    <Fragment>
      <Table.Tr data-testid="outbox-row">
        <Table.Td w={44}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t(open ? 'mail.outbox.hideText' : 'mail.outbox.showText', { subject: entry.subject })}
            data-testid="outbox-toggle"
          >
            {open ? <IconChevronDown size={18} aria-hidden /> : <Closed size={18} aria-hidden />}
          </ActionIcon>
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={entry.createdAt}>{format.format(new Date(entry.createdAt))}</time>
        </Table.Td>
        <Table.Td dir="ltr" style={{ unicodeBidi: 'plaintext', wordBreak: 'break-all' }}>
          {entry.to}
        </Table.Td>
        <Table.Td>{kindLabel(t, entry.kind)}</Table.Td>
        <Table.Td dir="auto">{entry.subject}</Table.Td>
        <Table.Td>
          <StatusBadge status={entry.status} />
        </Table.Td>
      </Table.Tr>
      <Table.Tr id={panelId} hidden={!open}>
        {open ? (
          <Table.Td colSpan={6}>
            <Stack gap="xs" py="xs">
              {entry.error ? (
                <Text c="red" size="sm">
                  {t('mail.outbox.error', { error: entry.error })}
                </Text>
              ) : null}
              <Code
                block
                dir="auto"
                style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
                data-testid="outbox-text"
              >
                {entry.textBody}
              </Code>
            </Stack>
          </Table.Td>
        ) : null}
      </Table.Tr>
    </Fragment>
  );
}

export function OutboxPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const allowed = canReadMailOutbox(user.role.type);
  const { data, loading, error, fetchMore } = useQuery(MailOutboxDocument, {
    variables: { first: MAIL_OUTBOX_PAGE_SIZE },
    fetchPolicy: 'network-only',
    skip: !allowed,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  // Spec §6: a user failing the role check goes to the root path.
  if (!allowed) return <Navigate to="/" replace />;

  const page = data?.mailOutbox;
  const format = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });
  const loadMore = async () => {
    if (!page?.next) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { first: MAIL_OUTBOX_PAGE_SIZE, after: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          mailOutbox: {
            ...fetchMoreResult.mailOutbox,
            results: [...previous.mailOutbox.results, ...fetchMoreResult.mailOutbox.results],
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Container size={1280} px={{ base: 'md', sm: 'xl' }} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} id="outbox-title">
            {t('mail.outbox.title')}
          </Title>
          <Text c="dimmed">{t('mail.outbox.intro')}</Text>
          <Text size="sm" c="dimmed" data-testid="outbox-redacted-note">
            {t('mail.outbox.redacted')}
          </Text>
          {page ? (
            <Text size="sm" c="dimmed" data-testid="outbox-count">
              {t('mail.outbox.count', { count: page.totalCount })}
            </Text>
          ) : null}
        </Stack>
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('mail.outbox.loadFailed')}
          </Alert>
        ) : null}
        {page && page.results.length === 0 ? (
          <Card withBorder radius="md" padding="lg" data-testid="outbox-empty">
            <Text>{t('mail.outbox.empty')}</Text>
          </Card>
        ) : null}
        {page && page.results.length > 0 ? (
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" highlightOnHover aria-labelledby="outbox-title" data-testid="outbox-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <VisuallyHidden>{t('mail.outbox.columns.text')}</VisuallyHidden>
                  </Table.Th>
                  <Table.Th>{t('mail.outbox.columns.date')}</Table.Th>
                  <Table.Th>{t('mail.outbox.columns.recipient')}</Table.Th>
                  <Table.Th>{t('mail.outbox.columns.kind')}</Table.Th>
                  <Table.Th>{t('mail.outbox.columns.subject')}</Table.Th>
                  <Table.Th>{t('mail.outbox.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.results.map((entry) => (
                  <OutboxRow key={entry._id} entry={entry} format={format} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        {loading && !page ? <Text c="dimmed">{t('common.loading')}</Text> : null}
        {page?.next ? (
          <Group justify="center">
            <Button
              variant="default"
              loading={loadingMore}
              onClick={() => void loadMore()}
              data-testid="outbox-load-more"
            >
              {t('mail.outbox.loadMore')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
