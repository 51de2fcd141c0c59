import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../app/palette.ts';
import { activeItemId, containsItem, sidebarColors, type MenuItem } from './sidebarModel.ts';

const item = (id: string, path: string | null, children: MenuItem[] = [], locked = false): MenuItem => ({
  id,
  path,
  locked,
  children,
});
const menu = [
  item('home', '/'),
  item('emails', null, [item('outbox', '/emails/outbox'), item('templates', '/emails/templates', [], true)]),
  item('account', null, [item('security', '/account/settings/security'), item('settings', '/account/settings')]),
];

describe('activeItemId', () => {
  it('marks the item of the page, the closest one when several cover it', () => {
    expect(activeItemId(menu, '/')).toBe('home');
    expect(activeItemId(menu, '/emails/outbox')).toBe('outbox');
    expect(activeItemId(menu, '/account/settings/security')).toBe('security');
    expect(activeItemId(menu, '/account/settings/other')).toBe('settings');
  });

  it('marks nothing for a page outside the menu, and never a locked item', () => {
    expect(activeItemId(menu, '/resources')).toBeNull();
    expect(activeItemId(menu, '/emails/templates')).toBeNull();
    expect(activeItemId(menu, '/emailsx')).toBeNull();
  });

  it('finds the group holding the active item', () => {
    expect(containsItem(menu[1]!, 'outbox')).toBe(true);
    expect(containsItem(menu[2]!, 'outbox')).toBe(false);
    expect(containsItem(menu[2]!, null)).toBe(false);
  });
});

describe('sidebarColors', () => {
  const lakeside = {
    backgroundColor: '#0f172a',
    textColor: '#e2e8f0',
    activeItemBackgroundColor: '#1d4ed8',
    activeItemTextColor: '#ffffff',
    activeSubItemTextColor: '#93c5fd',
  };

  it("keeps a tenant's readable palette as it is", () => {
    const colors = sidebarColors(lakeside)!;
    expect(colors).toMatchObject({
      background: '#0f172a',
      text: '#e2e8f0',
      activeBackground: '#1d4ed8',
      activeText: '#ffffff',
      activeSubText: '#93c5fd',
    });
    expect(contrastRatio(colors.lockedText, colors.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('replaces text colours that would not be readable', () => {
    const colors = sidebarColors({
      ...lakeside,
      backgroundColor: '#ffffff',
      textColor: '#eeeeee',
      activeSubItemTextColor: 'nonsense',
      activeItemTextColor: '#1d4ed8',
    })!;
    expect(colors.text).toBe('#000000');
    expect(colors.activeSubText).toBe('#000000');
    expect(colors.activeText).toBe('#ffffff');
  });

  it('leaves the theme colours when the tenant has no usable background', () => {
    expect(sidebarColors(null)).toBeNull();
    expect(sidebarColors({ ...lakeside, backgroundColor: '' })).toBeNull();
  });
});
