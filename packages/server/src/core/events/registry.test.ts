import { describe, expect, it } from 'vitest';
import { SERVER_MODULES } from '../../modules.ts';
import { compose, PORT_NAMES, type ServerModule } from '../module.ts';
import { buildEventRegistry } from './registry.ts';
import type { EventName, EventSubscriptions } from './types.ts';

// Test modules speak of events the product does not have: their names are cast, not declared.
const publisher = (name: string, events: string[]): ServerModule => ({ name, publishes: events as EventName[] });
const subscriber = (name: string, events: Record<string, unknown>): ServerModule => ({
  name,
  events: events as EventSubscriptions,
});
const noop = async () => {};

describe('the event registry', () => {
  it('knows every event the product publishes, each subscribed event has a publisher, and the server starts', () => {
    const registry = buildEventRegistry(SERVER_MODULES);
    expect([...registry.publishers.keys()].sort()).toEqual([
      'application.commented',
      'application.decided',
      'application.evaluationAssigned',
      'application.evaluationSubmitted',
      'application.evaluationWithdrawn',
      'application.meetingAnswered',
      'application.meetingCancelled',
      'application.meetingChanged',
      'application.meetingScheduled',
      'application.rejectionSent',
      'application.statusChanged',
      'availability.saved',
      'booking.cancelled',
      'booking.confirmed',
      'categorization.answered',
      'coaching.evaluationDue',
      'coaching.evaluationSubmitted',
      'coaching.inviteAnswered',
      'coaching.inviteSent',
      'coaching.sessionCancelled',
      'coaching.sessionChanged',
      'coaching.sessionScheduled',
      'event.cancelled',
      'event.closed',
      'event.hostsSet',
      'event.labelsAdded',
      'event.published',
      'mentoring.answered',
      'mentoring.requested',
      'metrics.periodOpened',
      'metrics.submitted',
      'organisation.created',
      'task.assigned',
      'task.done',
      'task.dueSoon',
      'timeline.commented',
      'timeline.posted',
      'timeline.reacted',
    ]);
    expect(registry.handlersOf('metrics.periodOpened').map((h) => h.module)).toEqual([
      'notifications',
      'tasks',
      'timeline',
    ]);
    expect(registry.handlersOf('task.done').map((h) => h.key)).toEqual(['notifications:task.done#0']);
    expect(() => compose(SERVER_MODULES)).not.toThrow();
  });

  it('stops the start when a handler names an event no module publishes', () => {
    expect(() => buildEventRegistry([publisher('a', ['a.happened']), subscriber('b', { 'a.hapened': noop })])).toThrow(
      'Module b subscribes to the event a.hapened, which no module publishes',
    );
    const ports = Object.fromEntries(PORT_NAMES.map((p) => [p, () => null]));
    expect(() => compose([{ name: 'p', provides: ports }, subscriber('b', { 'task.finished': noop })])).toThrow(
      'Module b subscribes to the event task.finished, which no module publishes',
    );
  });

  it('refuses an event published by two modules, a name not of the form <module>.<pastTense>, and a handler that is not one', () => {
    expect(() => buildEventRegistry([publisher('a', ['x.happened']), publisher('b', ['x.happened'])])).toThrow(
      'Both a and b publish the event x.happened',
    );
    expect(() => buildEventRegistry([publisher('a', ['Happened'])])).toThrow(
      'Module a publishes "Happened", which is not an event name',
    );
    expect(() =>
      buildEventRegistry([publisher('a', ['a.happened']), subscriber('b', { 'a.happened': { via: 'queue' } })]),
    ).toThrow('Module b subscribes to a.happened without a handler');
  });

  it('keeps the handlers of an event in the order of the list, inline unless queued, each under a stable key', () => {
    const first = async () => {};
    const second = async () => {};
    const registry = buildEventRegistry([
      publisher('a', ['a.happened']),
      subscriber('b', { 'a.happened': [first, { handle: second, via: 'queue' }] }),
      subscriber('c', { 'a.happened': { handle: first } }),
    ]);
    expect(registry.handlersOf('a.happened').map((h) => [h.key, h.via])).toEqual([
      ['b:a.happened#0', 'inline'],
      ['b:a.happened#1', 'queue'],
      ['c:a.happened#0', 'inline'],
    ]);
    expect(registry.byKey('b:a.happened#1')?.handle).toBe(second);
    expect(registry.handlersOf('nobody.listens')).toEqual([]);
  });
});
