// Keeps the visitor's colour-scheme choice in localStorage. With no saved choice the default is
// 'auto' (dark follows the operating system). Unreadable or unsaveable values are logged and ignored
// (spec §4, UI state).
import { isMantineColorScheme, type MantineColorScheme, type MantineColorSchemeManager } from '@mantine/core';
import { DARK_MODE_STORAGE_KEY } from '@ascent/shared';

export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export function createColorSchemeManager(key = DARK_MODE_STORAGE_KEY): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get(defaultValue) {
      try {
        const stored = window.localStorage.getItem(key);
        if (stored === null) return defaultValue;
        if (isMantineColorScheme(stored)) return stored;
        console.warn(`Ignoring the saved colour scheme ${JSON.stringify(stored)}`);
      } catch (error) {
        console.warn('Cannot read the saved colour scheme', error);
      }
      return defaultValue;
    },
    set(value) {
      try {
        window.localStorage.setItem(key, value);
      } catch (error) {
        console.warn('Cannot save the colour scheme', error);
      }
    },
    // Another tab changed the choice: follow it.
    subscribe(onUpdate) {
      listener = (event) => {
        if (event.storageArea === window.localStorage && event.key === key && isMantineColorScheme(event.newValue)) {
          onUpdate(event.newValue);
        }
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe() {
      if (listener) window.removeEventListener('storage', listener);
      listener = undefined;
    },
    clear() {
      try {
        window.localStorage.removeItem(key);
      } catch (error) {
        console.warn('Cannot clear the saved colour scheme', error);
      }
    },
  };
}
