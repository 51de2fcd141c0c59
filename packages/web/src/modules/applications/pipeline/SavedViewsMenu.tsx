// The pipeline's saved views (savedViewsApplications): the caller's own and those others shared, applied in one
// click; the current filters saved as a new view (private or shared with the team), saved over the open view when it
// is the caller's, or that view deleted. A view whose filters no longer read is not offered (the server leaves it
// out too).
import { useMutation, useQuery } from '@apollo/client/react';
import { APPLICATION_VIEW_LIMITS, parseApplicationViewFilters, type ApplicationViewFilters } from '@ascent/shared';
import { Button, Group, Menu, Modal, Stack, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBookmark, IconChevronDown, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteSavedViewDocument,
  SavedViewsDocument,
  SaveViewDocument,
  type SavedViewFieldsFragment,
} from '../../../generated/graphql.ts';
import { useApplicationErrorMessage } from '../applicationErrors.ts';

interface Props {
  readonly view: ApplicationViewFilters;
  readonly currentId: string | null;
  readonly onApply: (id: string | null, filters: ApplicationViewFilters) => void;
}

const filtersOf = (v: SavedViewFieldsFragment): ApplicationViewFilters | null => {
  try {
    return parseApplicationViewFilters(JSON.parse(v.filters));
  } catch {
    return null;
  }
};

export function SavedViewsMenu({ view, currentId, onApply }: Props) {
  const { t } = useTranslation();
  const message = useApplicationErrorMessage();
  const { data } = useQuery(SavedViewsDocument, { fetchPolicy: 'cache-and-network' });
  const refetchQueries = [SavedViewsDocument];
  const [save, saving] = useMutation(SaveViewDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteSavedViewDocument, { refetchQueries });
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const views = (data?.savedViews ?? []).filter((v) => filtersOf(v));
  const current = views.find((v) => v._id === currentId) ?? null;
  const fail = (e: unknown) => notifications.show({ color: 'red', message: message(e) });
  const store = async (id: string | null, viewName: string, share: boolean) => {
    const input = { id, list: 'APPLICATIONS' as const, name: viewName, filters: JSON.stringify(view), shared: share };
    const res = await save({ variables: { input } });
    const saved = res.data?.saveView;
    if (!saved) return;
    onApply(saved._id, view);
    notifications.show({ color: 'green', message: t('applications.views.saved', { name: saved.name }) });
  };

  return (
    <Group gap="xs">
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconBookmark size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            data-testid="saved-views"
          >
            <span dir="auto">{current?.name ?? t('applications.views.title')}</span>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {views.length === 0 ? <Menu.Label>{t('applications.views.none')}</Menu.Label> : null}
          {views.some((v) => v.mine) ? <Menu.Label>{t('applications.views.mine')}</Menu.Label> : null}
          {views
            .filter((v) => v.mine)
            .map((v) => (
              <Menu.Item key={v._id} onClick={() => onApply(v._id, filtersOf(v)!)} data-testid="saved-view">
                <span dir="auto">{v.shared ? t('applications.views.sharedName', { name: v.name }) : v.name}</span>
              </Menu.Item>
            ))}
          {views.some((v) => !v.mine) ? <Menu.Label>{t('applications.views.others')}</Menu.Label> : null}
          {views
            .filter((v) => !v.mine)
            .map((v) => (
              <Menu.Item key={v._id} onClick={() => onApply(v._id, filtersOf(v)!)} data-testid="saved-view">
                <span dir="auto">{t('applications.views.byOwner', { name: v.name, owner: v.ownerName })}</span>
              </Menu.Item>
            ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNaming(true)}>
            {t('applications.views.saveAs')}
          </Menu.Item>
          {current?.mine ? (
            <Menu.Item
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              onClick={() => void store(current._id, current.name, current.shared).catch(fail)}
            >
              {t('applications.views.update', { name: current.name })}
            </Menu.Item>
          ) : null}
          {current?.mine ? (
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() =>
                void remove({ variables: { id: current._id } })
                  .then(() => onApply(null, view))
                  .catch(fail)
              }
            >
              {t('applications.views.delete', { name: current.name })}
            </Menu.Item>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <Modal opened={naming} onClose={() => setNaming(false)} title={t('applications.views.saveAs')} centered>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void store(null, name, shared)
              .then(() => {
                setNaming(false);
                setName('');
                setShared(false);
              })
              .catch(fail);
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={t('applications.views.name')}
              required
              maxLength={APPLICATION_VIEW_LIMITS.viewNameMax}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              data-autofocus
              data-testid="saved-view-name"
            />
            <Switch
              label={t('applications.views.share')}
              description={t('applications.views.shareHint')}
              checked={shared}
              onChange={(e) => setShared(e.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(false)}>
                {t('applications.filters.cancel')}
              </Button>
              <Button type="submit" loading={saving.loading} disabled={!name.trim()} data-testid="saved-view-save">
                {t('applications.views.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Group>
  );
}
