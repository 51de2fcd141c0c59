import {
  ActionIcon,
  Tooltip,
  useComputedColorScheme,
  useMantineColorScheme,
  type ActionIconProps,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Switches between light and dark; the choice is saved (see colorSchemeManager.ts). */
export function ColorSchemeToggle(props: ActionIconProps) {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const isDark = computed === 'dark';
  const label = isDark ? t('shell.colorScheme.toLight') : t('shell.colorScheme.toDark');
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
        data-testid="color-scheme-toggle"
        {...props}
      >
        {isDark ? <IconSun size={18} stroke={1.6} aria-hidden /> : <IconMoon size={18} stroke={1.6} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
