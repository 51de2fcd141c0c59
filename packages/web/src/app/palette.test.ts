import { describe, expect, it } from 'vitest';
import { BRAND_SHADE, contrastRatio, generatePalette, parseColor, readableShade } from './palette.ts';

describe('parseColor', () => {
  it('reads hex and rgb() forms', () => {
    expect(parseColor('#1d4ed8')).toEqual([29, 78, 216]);
    expect(parseColor('#FFF')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(4, 120, 87)')).toEqual([4, 120, 87]);
  });
  it('refuses what it cannot read', () => {
    for (const value of ['', 'blue', '#12345', 'rgb(300, 0, 0)', null, undefined]) expect(parseColor(value)).toBeNull();
  });
});

describe('generatePalette', () => {
  it('gives ten shades, lightest first, with the brand colour itself at the primary shade', () => {
    const palette = generatePalette('#1d4ed8')!;
    expect(palette).toHaveLength(10);
    expect(palette[BRAND_SHADE]).toBe('#1d4ed8');
    expect(contrastRatio(palette[0], '#ffffff')).toBeLessThan(1.2);
    expect(contrastRatio(palette[9], '#000000')).toBeLessThan(contrastRatio('#1d4ed8', '#000000'));
  });
  it('gives null for an unreadable colour', () => {
    expect(generatePalette('not a colour')).toBeNull();
  });
});

describe('readableShade', () => {
  it('keeps a dark brand colour on white and picks a lighter shade on a dark background', () => {
    const palette = generatePalette('#1d4ed8')!;
    expect(readableShade(palette, '#ffffff')).toBe('#1d4ed8');
    const onDark = readableShade(palette, '#242424');
    expect(contrastRatio(onDark, '#242424')).toBeGreaterThanOrEqual(4.5);
  });
  it('darkens a light brand colour until text in it can be read on white', () => {
    const palette = generatePalette('#fde047')!;
    expect(contrastRatio(readableShade(palette, '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
