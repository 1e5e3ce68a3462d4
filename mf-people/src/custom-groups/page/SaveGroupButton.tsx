import { useState } from 'react';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { ApiError, useNavigate, useNotifier, useRouteBuilder } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { ConfirmDialog } from '@console/shared/ui/dialog';
import { useCalendarInviteSetting } from '../hooks/use-calendar-invite-setting';
import { useSaveCustomGroup } from '../hooks/use-save-custom-group';
import { afterSaveQuery } from './save-request';
import {
  PEOPLE_MESSAGES,
  type CustomGroup,
  type SaveCustomGroupRequest,
} from '@console/people-contract';

const DUPLICATE_NAME = 'DUPLICATE_NAME_REQUEST';

/** §8: a duplicate name says so; any other failure gives the server's message. */
const failureText = (error: unknown): string => {
  if (!(error instanceof ApiError)) return MESSAGES.somethingWentWrong;
  return error.code === DUPLICATE_NAME ? PEOPLE_MESSAGES.duplicateGroupName : error.message;
};

export interface SaveGroupButtonProps {
  group: CustomGroup;
  /** Built when pressed, so it carries the latest choice. */
  request: () => SaveCustomGroupRequest;
  isDisabled: boolean;
  /** Called right before landing on the audiences page: the saved work needs no leave prompt. */
  beforeLeaving: () => void;
}

/**
 * Create group (a DRAFT) or Update (PUBLISHED): with the calendar's day-wise block on it asks
 * first (§8); after saving the user lands on the audiences page, which shows the toast.
 */
export function SaveGroupButton({
  group,
  request,
  isDisabled,
  beforeLeaving,
}: SaveGroupButtonProps) {
  const routes = useRouteBuilder();
  const navigate = useNavigate();
  const { notify } = useNotifier();
  const setting = useCalendarInviteSetting();
  const save = useSaveCustomGroup(group.audienceGroupId);
  const [asking, setAsking] = useState(false);

  const run = () =>
    save.mutate(request(), {
      onSuccess: () => {
        beforeLeaving();
        void navigate(routes.to('people.audiences', {}, afterSaveQuery(group)));
      },
      onError: (error) =>
        notify(failureText(error), { tone: 'error', durationMs: TIMINGS.toastLongMs }),
      onSettled: () => setAsking(false),
    });

  return (
    <>
      <Button
        variant="primary"
        isDisabled={isDisabled || setting.isPending}
        isPending={save.isPending}
        onPress={() => (setting.data?.isDayWiseBlock ? setAsking(true) : run())}
      >
        {group.status === 'DRAFT' ? 'Create group' : 'Update'}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        onOpenChange={setAsking}
        title="Send updated invites"
        message={PEOPLE_MESSAGES.dayWiseBlockConfirm}
        confirmLabel={group.status === 'DRAFT' ? 'Create group' : 'Update'}
        isPending={save.isPending}
        onConfirm={run}
      />
    </>
  );
}
