import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, NOTIFICATION_GROUPS, NOTIFICATION_TYPES } from '@ascent/shared';
import { messageTemplate, ownMessage, placeholdersOf } from '../../core/i18n.ts';
import { renderNotificationMessage, requiredParams } from './notifications.messages.ts';
import { notificationEmail } from './notifications.emails.ts';

describe('notification messages', () => {
  // Eleven languages: the nine of the switcher, plus Indonesian and Japanese for users who read those catalogues.
  it('has every type in every language with the English placeholders', () => {
    for (const type of NOTIFICATION_TYPES) {
      const english = placeholdersOf(messageTemplate('en', `notification.${type}`)).sort();
      for (const language of CATALOGUE_LANGUAGES) {
        const text = ownMessage(language, `notification.${type}`) ?? '';
        expect(text.trim(), `${type}/${language}`).not.toBe('');
        expect(placeholdersOf(text).sort(), `${type}/${language}`).toEqual(english);
        if (language !== 'en')
          expect(text, `${type}/${language} is not translated`).not.toBe(messageTemplate('en', `notification.${type}`));
      }
    }
  });

  it('fills the placeholders and names what a caller must give', () => {
    expect(requiredParams('taskAssigned')).toEqual(['task']);
    expect(requiredParams('newReaction')).toEqual([]);
    expect(renderNotificationMessage('taskAssigned', 'fr', { sender: 'Maya Chen', task: 'Pitch' })).toBe(
      'Maya Chen vous a attribué une tâche : Pitch',
    );
    expect(renderNotificationMessage('taskCompleted', 'ar', { sender: 'Maya', task: 'Pitch' })).toBe(
      'أنجز Maya المهمة: Pitch',
    );
    expect(renderNotificationMessage('taskAssigned', 'ja', { sender: 'Maya Chen', task: 'Pitch' })).toBe(
      'Maya Chenさんがあなたにタスクを割り当てました: Pitch',
    );
    expect(renderNotificationMessage('taskDueSoon', 'id', { task: 'Pitch' })).toBe(
      'Tugas ini segera jatuh tempo: Pitch',
    );
  });

  it('writes the days of a period as the app writes dates, in the recipient language', () => {
    const period = '2026-10-01 – 2026-10-31';
    expect(renderNotificationMessage('metricsRequest', 'en', { sender: 'Maya', period })).toBe(
      'Maya asks you to update your metrics for Oct 01, 2026 – Oct 31, 2026',
    );
    expect(renderNotificationMessage('metricsRequest', 'fr', { sender: 'Maya', period })).toContain('01 oct. 2026');
    expect(renderNotificationMessage('metricsRequest', 'ar', { sender: 'Maya', period })).not.toContain('2026-10-01');
  });

  it('has the email texts in every language for every group', () => {
    for (const language of CATALOGUE_LANGUAGES) {
      for (const group of NOTIFICATION_GROUPS)
        expect(ownMessage(language, `email.notification.groups.${group}`), `${language}/${group}`).toBeTruthy();
    }
    const mail = notificationEmail('de', {
      group: 'appointment',
      message: 'Hallo',
      note: null,
      url: 'https://demo.example/calendar',
      settingsUrl: 'https://demo.example/account/settings',
      tenant: 'Lakeside',
    });
    expect(mail).toMatchObject({
      subject: 'Neue Benachrichtigung von Lakeside',
      paragraphs: ['Hallo'],
      action: { label: 'Öffnen', url: 'https://demo.example/calendar' },
    });
    expect(mail.footer).toContain('Termine');
    expect(mail.footer).toContain('https://demo.example/account/settings');
  });
});
