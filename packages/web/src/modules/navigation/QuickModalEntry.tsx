// A sidebar entry flagged `quickModal` (spec 01 §2.4: user management, emails, forms… open "as quick modals"): a
// plain click opens its screen in a modal over the current page, with a link to the full page; a click with a
// modifier (new tab, new window) or the keyboard's context menu still follows the link, which stays a real link.
// Escape closes the modal and focus returns to the entry (Mantine's modal); at phone width it fills the screen.
// Leaving the page (a link inside the screen) closes it.
import { Anchor, Group, Loader, Modal, NavLink, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SCREENS } from '../../app/router.tsx';

/** Whether a flagged entry's path has a screen to show in the modal (else it is an ordinary link). */
export const hasQuickScreen = (path: string): boolean => path in SCREENS;

export function QuickModalEntry({
  path,
  label,
  common,
  current,
}: {
  readonly path: string;
  readonly label: string;
  readonly common: Record<string, unknown>;
  readonly current: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const phone = useMediaQuery('(max-width: 36em)');
  const [opened, setOpened] = useState(false);
  const [Screen, setScreen] = useState<ComponentType | null>(null);
  useEffect(() => setOpened(false), [pathname]);
  useEffect(() => {
    if (!opened || Screen) return;
    let live = true;
    void SCREENS[path]!().then((c) => live && setScreen(() => c));
    return () => {
      live = false;
    };
  }, [opened, Screen, path]);
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(true);
  };
  return (
    <>
      <NavLink
        {...common}
        component={Link}
        to={path}
        label={label}
        active={current}
        aria-current={current ? 'page' : undefined}
        aria-haspopup="dialog"
        data-quick-modal
        onClick={open}
      />
      <Modal.Root opened={opened} onClose={() => setOpened(false)} fullScreen={phone} size="min(1200px, 94vw)">
        <Modal.Overlay />
        <Modal.Content data-testid="quick-modal">
          <Modal.Header role="none">
            <Modal.Title>
              <Group gap="md" wrap="wrap" component="span">
                <Text fw={700} component="span">
                  {label}
                </Text>
                <Anchor component={Link} to={path} size="sm" data-testid="quick-modal-full-page">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t('navigation.quickModal.fullPage')}
                    <IconExternalLink size={14} aria-hidden />
                  </Group>
                </Anchor>
              </Group>
            </Modal.Title>
            <Modal.CloseButton aria-label={t('navigation.quickModal.close')} />
          </Modal.Header>
          <Modal.Body>{Screen ? <Screen /> : <Loader aria-label={t('common.loading')} />}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
