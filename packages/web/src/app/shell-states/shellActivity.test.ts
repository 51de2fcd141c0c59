import { describe, expect, it, vi } from 'vitest';
import { connectionAfter, createShellActivityStore, raisesLoadingIndicator } from './shellActivity.ts';

describe('the loading counter', () => {
  it('rises for every operation begun and falls as each ends', () => {
    const store = createShellActivityStore();
    const endA = store.begin();
    const endB = store.begin();
    expect(store.getSnapshot().pending).toBe(2);
    endA();
    expect(store.getSnapshot().pending).toBe(1);
    endB();
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('never goes below zero, even when an end is reported twice', () => {
    const store = createShellActivityStore();
    const end = store.begin();
    end();
    end();
    expect(store.getSnapshot().pending).toBe(0);
    const other = store.begin();
    end();
    expect(store.getSnapshot().pending).toBe(1);
    other();
    expect(store.getSnapshot().pending).toBe(0);
  });

  it('tells its listeners about changes only, and stops after unsubscribing', () => {
    const store = createShellActivityStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.setOnline(true);
    expect(listener).not.toHaveBeenCalled();
    store.begin()();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.setOnline(false);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().online).toBe(false);
  });

  it('counts every mutation and the named operations, not other queries or subscriptions', () => {
    expect(raisesLoadingIndicator('mutation', 'UpdateTask')).toBe(true);
    expect(raisesLoadingIndicator('mutation', undefined)).toBe(true);
    expect(raisesLoadingIndicator('query', 'ExportMetricReport')).toBe(true);
    expect(raisesLoadingIndicator('query', 'MyTasks')).toBe(false);
    expect(raisesLoadingIndicator('subscription', 'TaskUpdated')).toBe(false);
  });
});

describe('the connection flag', () => {
  it('turns false on a network error and true on any answer', () => {
    expect(connectionAfter(true, 'MyTasks', 'network-error')).toBe(false);
    expect(connectionAfter(false, 'MyTasks', 'answered')).toBe(true);
    expect(connectionAfter(false, undefined, 'answered')).toBe(true);
  });

  it('is left alone by the answer of the connection-indication query', () => {
    expect(connectionAfter(false, 'ConnectionIndication', 'answered')).toBe(false);
    expect(connectionAfter(true, 'ConnectionIndication', 'answered')).toBe(true);
    expect(connectionAfter(true, 'ConnectionIndication', 'network-error')).toBe(false);
  });
});
