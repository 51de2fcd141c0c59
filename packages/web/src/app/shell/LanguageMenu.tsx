import { LANGUAGE_NATIVE_NAMES, SUPPORTED_LANGUAGES } from '@ascent/shared';
import { Button, Menu, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '../i18n.ts';

/** Lists every interface language by its own name; picking one saves it in the lang_pref cookie. */
export function LanguageMenu({ compact = false }: { readonly compact?: boolean }) {
  const { t } = useTranslation();
  const active = currentLanguage();
  const name = LANGUAGE_NATIVE_NAMES[active];
  return (
    // In place rather than in a portal, so the open list stays inside its landmark (header, footer).
    <Menu position="bottom-end" shadow="md" withinPortal={false}>
      <Menu.Target>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLanguage size={18} stroke={1.6} aria-hidden />}
          data-testid="language-menu"
          px={compact ? 'xs' : undefined}
        >
          {/* Named by its content (no aria-label), so what is seen is what is announced. */}
          <VisuallyHidden>{t('shell.language.change')} </VisuallyHidden>
          {compact ? (
            <>
              <VisuallyHidden lang={active}>{name}</VisuallyHidden>
              <span aria-hidden>{active.toUpperCase()}</span>
            </>
          ) : (
            <span lang={active}>{name}</span>
          )}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
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
      </Menu.Dropdown>
    </Menu>
  );
}
