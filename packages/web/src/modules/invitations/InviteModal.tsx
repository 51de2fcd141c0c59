// "Invite someone": staff (Admin, AdminCoach, Staff, SubAdmin) invite a person by email with a role, and
// optionally a startup and a programme; below the form, the invitations still waiting for an answer, each
// of which can be sent again or withdrawn.
import { isInviterRole } from '@ascent/shared';
import { Alert, Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCheck, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../users/CurrentUserProvider.tsx';
import { type Feedback } from './inviteFeedback.ts';
import { InviteForm } from './InviteForm.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

export function InviteModal({ opened, onClose }: { readonly opened: boolean; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const close = () => {
    setFeedback(null);
    onClose();
  };
  return (
    // The compound form, for two accessibility fixes: the close button gets a name, and the header (a <header>
    // inside the dialog, which axe would count as a second banner landmark) is made presentational.
    <Modal.Root opened={opened} onClose={close} size="lg" fullScreen={phone}>
      <Modal.Overlay />
      <Modal.Content data-testid="invite-modal">
        <Modal.Header role="none">
          <Modal.Title>{t('invitations.invite.title')}</Modal.Title>
          <Modal.CloseButton aria-label={t('invitations.invite.close')} />
        </Modal.Header>
        <Modal.Body>
          {opened ? (
            <Stack gap="lg">
              {feedback ? (
                <Alert
                  color={feedback.tone === 'success' ? 'green' : 'red'}
                  variant="light"
                  icon={feedback.tone === 'success' ? <IconCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
                  role={feedback.tone === 'success' ? 'status' : 'alert'}
                  withCloseButton
                  closeButtonLabel={t('invitations.invite.dismiss')}
                  onClose={() => setFeedback(null)}
                  data-testid="invite-feedback"
                >
                  {feedback.message}
                </Alert>
              ) : null}
              <InviteForm onDone={setFeedback} />
              <PendingInvitations inviterRole={user.role.type} onDone={setFeedback} />
            </Stack>
          ) : null}
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** The button of the home page; only the programme's staff see it. */
export function InviteButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [opened, setOpened] = useState(false);
  if (!isInviterRole(user.role.type)) return null;
  return (
    <>
      <Button
        leftSection={<IconUserPlus size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="open-invite"
      >
        {t('invitations.invite.open')}
      </Button>
      <InviteModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
