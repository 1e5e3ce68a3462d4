import type { SessionUsage } from '@console/event-setup-contract';
import { SCHEDULE_WORDS as WORDS } from '../words';

/** The first names of one kind of group, and how many more there are. */
function GroupList({
  heading,
  names,
  total,
}: {
  heading: string;
  names: readonly string[];
  total: number;
}) {
  if (total === 0) return null;
  const more = total - names.length;
  return (
    <>
      <h3>{heading}</h3>
      <ul aria-label={heading}>
        {names.map((name, i) => (
          <li key={`${i}-${name}`}>{name}</li>
        ))}
        {more > 0 ? <li>{WORDS.andMore(more)}</li> : null}
      </ul>
    </>
  );
}

/** The access groups (with what they hold for the session) and the audience groups that use it. */
export function UsageList({ usage }: { usage: SessionUsage }) {
  return (
    <>
      <GroupList
        heading={WORDS.accessGroups}
        names={usage.accessGroups.map(
          (group) => `${group.name} (${WORDS.grantStatus[group.grantStatus]})`,
        )}
        total={usage.accessGroupTotal}
      />
      <GroupList
        heading={WORDS.audienceGroups}
        names={usage.audienceGroups.map((group) => group.name)}
        total={usage.audienceGroupTotal}
      />
    </>
  );
}
