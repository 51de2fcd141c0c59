import { describe, expect, it } from 'vitest';
import { ruleProblem } from '@ascent/shared';
import { toggled } from './ProfileFieldsPage.tsx';

describe('the profile-field switches', () => {
  const all = [true, false];
  it('always leave a rule the server accepts', () => {
    for (const visible of all)
      for (const required of all)
        for (const editable of all) {
          const rule = { visible, required, editable };
          if (ruleProblem(rule)) continue;
          for (const which of ['visible', 'required', 'editable'] as const)
            for (const on of all) expect(ruleProblem(toggled(rule, which, on)), `${which} ${on}`).toBeNull();
        }
  });

  it('turn shown and editable on with required, and everything off with hidden', () => {
    const base = { visible: true, required: false, editable: false };
    expect(toggled(base, 'required', true)).toEqual({ visible: true, required: true, editable: true });
    expect(toggled({ visible: true, required: true, editable: true }, 'visible', false)).toEqual({
      visible: false,
      required: false,
      editable: false,
    });
  });
});
