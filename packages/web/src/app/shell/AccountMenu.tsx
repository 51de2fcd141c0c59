// The account menu (issue 5): the person's own profile (/profile/{id}, where "Edit my profile" leads to the form),
// account settings, sign-in and security, the interface language, the colour scheme and signing out.
import { findRoute, LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@ascent/shared';
import { ActionIcon, Menu, useComputedColorScheme, useDirection, useMantineColorScheme } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconLanguage,
  IconLock,
  IconLogout,
  IconMoon,
  IconSettings,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../modules/auth/AuthProvider.tsx';
import { useCurrentUser } from '../../modules/users/CurrentUserProvider.tsx';
import { chooseLanguage, currentLanguage } from '../i18n.ts';

export function AccountMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const user = useCurrentUser();
  const { setColorScheme } = useMantineColorScheme();
  const isDark = useComputedColorScheme('dark', { getInitialValueInEffect: false }) === 'dark';
  const active = currentLanguage();
  const { dir } = useDirection();
  const profile = findRoute(`/profile/${user._id}`)?.screen === true;
  return (
    // In place rather than in a portal, so the open list stays inside the header landmark.
    <Menu position="bottom-end" shadow="md" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="default" size={36} aria-label={t('accountMenu.open')} data-testid="account-menu">
          <IconChevronDown size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {profile ? (
          <Menu.Item
            leftSection={<IconUser size={16} aria-hidden />}
            onClick={() => void navigate(`/profile/${user._id}`)}
          >
            {t('accountMenu.profile')}
          </Menu.Item>
        ) : null}
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => void navigate('/account/settings')}
          data-testid="account-menu-settings"
        >
          {t('accountMenu.settings')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconLock size={16} aria-hidden />}
          onClick={() => void navigate('/account/settings/security')}
        >
          {t('accountMenu.security')}
        </Menu.Item>
        <Menu.Sub position={dir === 'rtl' ? 'right-start' : 'left-start'}>
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<IconLanguage size={16} aria-hidden />}>
              {t('shell.language.label')}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {SUPPORTED_LANGUAGES.map((language) => (
              <Menu.Item
                key={language}
                lang={language}
                onClick={() => void chooseLanguage(language)}
                rightSection={language === active ? <IconCheck size={16} aria-hidden /> : null}
                aria-current={language === active ? 'true' : undefined}
              >
                {LANGUAGE_NATIVE_NAMES[language]}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Item
          leftSection={isDark ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />}
          onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
          data-testid="account-menu-scheme"
        >
          {isDark ? t('shell.colorScheme.toLight') : t('shell.colorScheme.toDark')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
          data-testid="account-menu-sign-out"
        >
          {t('auth.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
