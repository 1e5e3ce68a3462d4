import type { ReactNode } from 'react';
import { formatDay, Tab, TabList, TabPanel, Tabs } from '@console/shared/ui';
import type { ScheduleDay } from '@console/event-setup-contract';
import styles from '../Schedule.module.css';
import { SCHEDULE_WORDS as WORDS } from '../words';

export const dayLabel = (day: string) => formatDay(day, 'weekdayMonthDay');

export interface DayTabsProps {
  days: readonly ScheduleDay[];
  selected: string;
  onSelect: (day: string) => void;
  /** The selected day's panel. */
  children: ReactNode;
}

/** One tab per day of the event in its zone, with its session count; a day outside it is marked. */
export function DayTabs({ days, selected, onSelect, children }: DayTabsProps) {
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (typeof key === 'string' && key !== selected) onSelect(key);
      }}
    >
      <TabList aria-label={WORDS.days}>
        {days.map((day) => (
          <Tab key={day.day} id={day.day}>
            {WORDS.dayTab(dayLabel(day.day), day.sessionCount)}
            {day.inEvent ? null : <span className={styles.outside}> · {WORDS.outsideEvent}</span>}
          </Tab>
        ))}
      </TabList>
      {days.map((day) => (
        <TabPanel key={day.day} id={day.day} className={styles.panel}>
          {day.day === selected ? children : null}
        </TabPanel>
      ))}
    </Tabs>
  );
}
