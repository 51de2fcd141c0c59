// The confirmation of an action on one organisation: rename (its new name), suspend, resume, delete (its data is
// exported first; the answer says where, and when the purge comes).
import { ORGANISATION_REASONS } from '@ascent/shared';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/errors.ts';
import { api, type Organisation } from './operatorApi.ts';

export type OrganisationAction = 'rename' | 'suspend' | 'resume' | 'delete';

export function OrganisationActionModal({
  action,
  organisation,
  purgeGraceDays,
  onClose,
  onDone,
}: {
  readonly action: OrganisationAction;
  readonly organisation: Organisation;
  readonly purgeGraceDays: number;
  readonly onClose: () => void;
  readonly onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const message = useErrorMessage({ reasons: ORGANISATION_REASONS });
  const [name, setName] = useState(organisation.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/operator/organisations/${encodeURIComponent(organisation.label)}`;
  const values = { name: organisation.name, label: organisation.label, count: purgeGraceDays };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (action === 'rename') {
        await api('PATCH', path, { name });
        onDone(t('operator.done.renamed', { name: name.trim() }));
      } else if (action === 'delete') {
        const body = await api<{ exportPath: string }>('DELETE', path);
        onDone(t('operator.done.deleted', { ...values, path: body.exportPath }));
      } else {
        await api('POST', `${path}/${action}`);
        onDone(t(action === 'suspend' ? 'operator.done.suspended' : 'operator.done.resumed', values));
      }
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`operator.confirm.${action}Title`, values)}
      closeButtonProps={{ 'aria-label': t('operator.close') }}
    >
      <form onSubmit={(e) => void submit(e)} data-testid="organisation-action">
        <Stack>
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          {action === 'rename' ? (
            <TextInput
              label={t('operator.create.name')}
              required
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
              data-testid="organisation-new-name"
            />
          ) : (
            <Text>{t(`operator.confirm.${action}`, values)}</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('operator.cancel')}
            </Button>
            <Button
              type="submit"
              loading={busy}
              color={action === 'delete' || action === 'suspend' ? 'red' : undefined}
              data-testid="organisation-action-confirm"
            >
              {t(`operator.actions.${action}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
