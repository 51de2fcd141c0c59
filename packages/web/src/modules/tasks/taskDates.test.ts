import { describe, expect, it } from 'vitest';
import {
  defaultDueDateInputValue,
  dueDateForSubmit,
  dueDateInputValue,
  dueLabel,
  minDueDateInputValue,
} from './taskDates.ts';

// 2024-06-15 20:00 UTC is already the 16th in Kiritimati (UTC+14) and still the 15th in Pago Pago (UTC−11).
const now = new Date('2024-06-15T20:00:00Z');

describe("task due dates in the organisation's zone", () => {
  it('defaults to today there and accepts from yesterday there', () => {
    expect(defaultDueDateInputValue(now, 'Pacific/Kiritimati')).toBe('2024-06-16');
    expect(defaultDueDateInputValue(now, 'Pacific/Pago_Pago')).toBe('2024-06-15');
    expect(minDueDateInputValue(now, 'Pacific/Kiritimati')).toBe('2024-06-15');
    expect(minDueDateInputValue(now, 'Pacific/Pago_Pago')).toBe('2024-06-14');
  });

  it('sends the end of the chosen day there as UTC', () => {
    expect(dueDateForSubmit('2024-06-16', 'Pacific/Kiritimati')).toBe('2024-06-16T09:59:59.999Z');
    expect(dueDateForSubmit('2024-06-16', 'Pacific/Pago_Pago')).toBe('2024-06-17T10:59:59.999Z');
    expect(dueDateForSubmit('', 'UTC')).toBeNull();
    expect(dueDateForSubmit('16/06/2024', 'UTC')).toBeNull();
  });

  it('reads a stored due date back as the day it was chosen', () => {
    expect(dueDateInputValue('2024-06-16T09:59:59.999Z', 'Pacific/Kiritimati')).toBe('2024-06-16');
    expect(dueDateInputValue('2024-06-17T10:59:59.999Z', 'Pacific/Pago_Pago')).toBe('2024-06-16');
  });

  it('labels today, tomorrow and overdue days there', () => {
    expect(dueLabel('2024-06-16T09:59:59.999Z', now, 'Pacific/Kiritimati', 'en', false)).toEqual({
      relative: 'today',
      date: 'Jun 16, 2024',
      overdue: false,
    });
    expect(dueLabel('2024-06-16T09:59:59.999Z', now, 'Pacific/Pago_Pago', 'en', false).relative).toBe('today');
    const late = dueLabel('2024-06-15T10:59:59.999Z', now, 'Pacific/Pago_Pago', 'en', false);
    expect(late).toMatchObject({ relative: 'yesterday', overdue: true });
    expect(dueLabel('2024-06-15T10:59:59.999Z', now, 'Pacific/Pago_Pago', 'en', true).overdue).toBe(false);
  });
});
