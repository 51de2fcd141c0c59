// The colour-scheme store in browser storage: invalid or unsaveable values are logged and the default used.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createColorSchemeManager } from './colorSchemeManager.ts';

function fakeStorage(overrides: Partial<Storage> = {}): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
    ...overrides,
  } as Storage;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('the colour-scheme manager', () => {
  it('saves a choice and reads it back', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage() });
    const manager = createColorSchemeManager('k');
    expect(manager.get('auto')).toBe('auto');
    manager.set('dark');
    expect(manager.get('auto')).toBe('dark');
    expect(warn).not.toHaveBeenCalled();
  });

  it('logs an invalid saved value and uses the default', () => {
    const storage = fakeStorage();
    storage.setItem('k', 'purple');
    vi.stubGlobal('window', { localStorage: storage });
    expect(createColorSchemeManager('k').get('auto')).toBe('auto');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('purple'));
  });

  it('logs unreadable and unsaveable storage and uses the default', () => {
    const broken = () => {
      throw new Error('storage disabled');
    };
    vi.stubGlobal('window', { localStorage: fakeStorage({ getItem: broken, setItem: broken, removeItem: broken }) });
    const manager = createColorSchemeManager('k');
    expect(manager.get('light')).toBe('light');
    expect(() => manager.set('dark')).not.toThrow();
    expect(() => manager.clear()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
