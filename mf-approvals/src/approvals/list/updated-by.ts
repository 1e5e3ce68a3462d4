/** The "Last updated by" cell: "Olga Org · Mar 2, 2025, 12:30 PM UTC", in the event's zone. */
import { formatDateTimeWithZone } from '@console/shared/ui';
import { fullName } from '../format';
import type { ApprovalRequest } from '@console/approvals-contract';

export function updatedByText(
  info: ApprovalRequest['attendeeStatusUpdatedByInfo'],
  timeZone: string,
): string | null {
  if (!info) return null;
  const who = fullName(info.updatedByFirstName, info.updatedByLastName);
  return `${who} · ${formatDateTimeWithZone(info.updatedAt, timeZone)}`;
}
