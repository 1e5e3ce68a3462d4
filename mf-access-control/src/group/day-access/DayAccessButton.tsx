import { useState } from 'react';
import { Button } from '@console/shared/ui';
import { DayAccessSlideOut } from './DayAccessSlideOut';
import { GROUP_PAGE_WORDS } from '../words';
import type { AccessGroup, DayAccessMapping } from '@console/access-control-contract';

/** 'Day access' in the group page's header; the slide-out starts from the saved days each time. */
export function DayAccessButton({
  group,
  days,
}: {
  group: AccessGroup;
  days: readonly DayAccessMapping[];
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>{GROUP_PAGE_WORDS.dayAccess}</Button>
      {isOpen ? (
        <DayAccessSlideOut group={group} days={days} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
