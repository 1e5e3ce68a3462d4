import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { useNotifier } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { PEOPLE_MESSAGES } from '@console/people-contract';

/** Copies the list's id (used by integrations and support) and says so (spec people §8). */
export function CopyListIdButton({ audienceGroupId }: { audienceGroupId: number }) {
  const { notify } = useNotifier();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(String(audienceGroupId));
      notify(PEOPLE_MESSAGES.inviteListIdCopied, {
        tone: 'success',
        durationMs: TIMINGS.toastShortMs,
      });
    } catch {
      notify(MESSAGES.somethingWentWrong, { tone: 'error', durationMs: TIMINGS.toastLongMs });
    }
  };
  return (
    <Button aria-label="Copy ID of the invite list" onPress={() => void copy()}>
      Copy ID
    </Button>
  );
}
