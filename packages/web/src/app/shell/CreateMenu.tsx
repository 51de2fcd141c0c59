// The header's create menu (spec 01 §6): the entries the shared access rule offers (`createMenuEntries`, the same
// facts as the route guard); none for applicants, cofounders and community members. Each entry opens the real flow.
import { createMenuEntries, isFounderSideRole, type CreateEntryId } from '@ascent/shared';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBuildingStore,
  IconChecklist,
  IconPlus,
  IconSchool,
  IconShieldPlus,
  IconUserPlus,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InviteModal } from '../../modules/invitations/InviteModal.tsx';
import { ProgramFormModal } from '../../modules/startups/programs/ProgramFormModal.tsx';
import { StartupDrawer } from '../../modules/startups/management/StartupDrawer.tsx';
import { TaskFormDrawer } from '../../modules/tasks/TaskFormDrawer.tsx';
import { useNavigationFacts } from '../../modules/navigation/useNavigationFacts.ts';
import { useCurrentUser } from '../../modules/users/CurrentUserProvider.tsx';

export function CreateMenu() {
  const user = useCurrentUser();
  return isFounderSideRole(user.role.type) ? null : <CreateMenuInner />;
}

function CreateMenuInner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const me = user._id;
  const facts = useNavigationFacts();
  const [flow, setFlow] = useState<'task' | 'startup' | 'program' | 'invite' | null>(null);
  const entry: Record<CreateEntryId, { label: string; icon: ReactNode; run: () => void }> = {
    task: { label: t('create.task'), icon: <IconChecklist size={18} aria-hidden />, run: () => setFlow('task') },
    startup: {
      label: t('create.startup'),
      icon: <IconBuildingStore size={18} aria-hidden />,
      run: () => setFlow('startup'),
    },
    program: {
      label: t('create.program'),
      icon: <IconSchool size={18} aria-hidden />,
      run: () => setFlow('program'),
    },
    invite: { label: t('create.invite'), icon: <IconUserPlus size={18} aria-hidden />, run: () => setFlow('invite') },
    role: {
      label: t('create.role'),
      icon: <IconShieldPlus size={18} aria-hidden />,
      run: () => void navigate('/admin/configuration/roles'),
    },
  };
  const entries = (facts ? createMenuEntries(facts) : []).map((id) => ({ id, ...entry[id] }));
  if (entries.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t('create.open')} data-testid="create-menu">
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {entries.map((e) => (
            <Menu.Item key={e.id} leftSection={e.icon} onClick={e.run} data-testid={`create-${e.id}`}>
              {e.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <TaskFormDrawer
        opened={flow === 'task'}
        onClose={() => setFlow(null)}
        defaultAssignees={[{ type: 'user', value: me }]}
      />
      <InviteModal opened={flow === 'invite'} onClose={() => setFlow(null)} />
      {/* startups management's create flow; the new startup's file opens once it is saved. */}
      <StartupDrawer
        opened={flow === 'startup'}
        startupId={null}
        onClose={() => setFlow(null)}
        onSaved={(id) => {
          setFlow(null);
          void navigate(`/startup/${id}/file`);
        }}
      />
      {/* A new programme opens on the programmes page, where its card is. */}
      <ProgramFormModal
        opened={flow === 'program'}
        program={null}
        onClose={() => setFlow(null)}
        onSaved={() => void navigate('/startups/programs')}
      />
    </>
  );
}
