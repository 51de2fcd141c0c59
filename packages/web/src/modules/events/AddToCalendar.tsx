// "Add to calendar": the event in Google, Outlook.com, Office 365 or Yahoo (links that open the service with the
// event filled in), or as an .ics file for Apple Calendar and the others.
import { CALENDAR_TARGETS, calendarLink, icsFile, plainText, type CalendarEventFacts } from '@ascent/shared';
import { Button, Menu } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventDetail } from './eventModel.ts';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AddToCalendar({ event }: { readonly event: EventDetail }) {
  const { t } = useTranslation();
  const facts: CalendarEventFacts = {
    id: event._id,
    title: event.title,
    details: plainText(event.description),
    location: [event.location.text, event.location.link, event.conferenceData?.url].filter(Boolean).join(' '),
    startTime: event.startTime,
    endTime: event.endTime,
    url: `${window.location.origin}/events/${event._id}`,
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('events.calendar.add')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {CALENDAR_TARGETS.map((target) => {
          const link = calendarLink(target, facts);
          return link ? (
            <Menu.Item key={target} component="a" href={link} target="_blank" rel="noopener noreferrer">
              {t(`events.calendar.${target}`)}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={target}
              onClick={() => download(`event-${event._id}.ics`, icsFile(facts, window.location.host))}
            >
              {t(`events.calendar.${target}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
