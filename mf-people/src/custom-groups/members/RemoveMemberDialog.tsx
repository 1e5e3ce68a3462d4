import { ConfirmDialog } from '@console/shared/ui/dialog';
import { memberName } from './member-columns';
import { PEOPLE_MESSAGES, type CustomGroupMember } from '@console/people-contract';

/** 'Remove this attendee from the group?' (Remove) before a manual member is removed (§8). */
export function RemoveMemberDialog({
  member,
  isPending,
  onCancel,
  onConfirm,
}: {
  member: CustomGroupMember | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (member: CustomGroupMember) => void;
}) {
  return (
    <ConfirmDialog
      isOpen={member !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={PEOPLE_MESSAGES.removeAttendeeFromGroup}
      message={member ? `${memberName(member)} (${member.email})` : null}
      confirmLabel="Remove"
      tone="danger"
      isPending={isPending}
      onConfirm={() => {
        if (member) onConfirm(member);
      }}
    />
  );
}
