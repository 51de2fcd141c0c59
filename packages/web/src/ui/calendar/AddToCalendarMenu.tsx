// "Add to calendar" for one appointment (an event, an application's meeting): links that open Google, Outlook.com,
// Office 365 or Yahoo with it filled in, or an .ics file for Apple Calendar and the others.
import { CALENDAR_TARGETS, calendarLink, icsFile, type CalendarEventFacts } from '@ascent/shared';
import { Button, Menu } from '@mantine/core';
import { IconCalendarPlus, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function AddToCalendarMenu({
  facts,
  fileName,
}: {
  readonly facts: CalendarEventFacts;
  /** The .ics file's name, e.g. `event-<id>.ics`. */
  readonly fileName: string;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          data-testid="add-to-calendar"
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
            <Menu.Item key={target} onClick={() => download(fileName, icsFile(facts, window.location.host))}>
              {t(`events.calendar.${target}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
