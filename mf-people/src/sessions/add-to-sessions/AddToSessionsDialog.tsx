import { useState, type ReactNode } from 'react';
import { MESSAGES, TIMINGS } from '@console/shared/contract';
import { useCurrentEvent, useNotifier, useReadOnly } from '@console/shared/react';
import { Button, ErrorState, errorText, formatNumber, LoadingState } from '@console/shared/ui';
import { Dialog } from '@console/shared/ui/dialog';
import { useSaveSessionMapping, useSessionMapping } from '../hooks/use-session-mapping';
import styles from '../Sessions.module.css';
import { mappingUpdate, type ChosenSessions } from './selection';
import { SessionPicker } from './SessionPicker';
import {
  NO_SESSION_FILTERS,
  PEOPLE_EXTRA_MESSAGES,
  type SessionFilters,
} from '@console/people-contract';

export interface AddToSessionsDialogProps {
  eventId: number;
  audienceGroupId: number;
  groupName: string;
  onClose: () => void;
}

const chosenText = (n: number) => `${formatNumber(n)} ${n === 1 ? 'session' : 'sessions'} selected`;

/**
 * Add to sessions (spec people §2, §7): the sessions the group is mapped to start chosen; the
 * choice survives paging and filtering; Save sends the whole chosen set. On failure the dialog
 * stays open with the choice. Mounted only while open, so each opening starts afresh.
 */
export function AddToSessionsDialog({
  eventId,
  audienceGroupId,
  groupName,
  onClose,
}: AddToSessionsDialogProps) {
  const { tz } = useCurrentEvent();
  const readOnly = useReadOnly();
  const { notify } = useNotifier();
  const mapping = useSessionMapping(eventId, audienceGroupId);
  const save = useSaveSessionMapping(eventId, audienceGroupId);
  const [filters, setFilters] = useState<SessionFilters>(NO_SESSION_FILTERS);
  const [page, setPage] = useState(1);
  const [edited, setEdited] = useState<ChosenSessions | null>(null);
  const loaded = mapping.isFetchedAfterMount && mapping.isSuccess;
  const chosen = edited ?? (loaded ? new Set(mapping.data.segmentIds) : null);

  const onSave = () => {
    if (!chosen) return;
    save.mutate(mappingUpdate(chosen), {
      onSuccess: () => {
        notify(PEOPLE_EXTRA_MESSAGES.sessionsUpdated, {
          tone: 'success',
          durationMs: TIMINGS.toastShortMs,
        });
        onClose();
      },
      onError: () =>
        notify(MESSAGES.somethingWentWrong, { tone: 'error', durationMs: TIMINGS.toastLongMs }),
    });
  };

  let body: ReactNode;
  if (mapping.isError)
    body = (
      <ErrorState
        title="The group's sessions could not be loaded"
        message={errorText(mapping.error)}
        onRetry={() => void mapping.refetch()}
      />
    );
  else if (!chosen) body = <LoadingState label="Loading sessions…" />;
  else
    body = (
      <SessionPicker
        eventId={eventId}
        timeZone={tz}
        filters={filters}
        onFiltersChange={(patch) => {
          setFilters((current) => ({ ...current, ...patch }));
          setPage(1);
        }}
        page={page}
        onPageChange={setPage}
        chosen={chosen}
        onChosenChange={setEdited}
      />
    );

  return (
    <Dialog
      size="wide"
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!save.isPending}
      title="Add to sessions"
      actions={
        <div className={styles.footer}>
          <span className={styles.count} aria-live="polite">
            {chosen ? chosenText(chosen.size) : null}
          </span>
          <span className={styles.buttons}>
            <Button onPress={onClose} isDisabled={save.isPending}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onPress={onSave}
              isDisabled={!chosen || readOnly || save.isPending}
            >
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </span>
        </div>
      }
    >
      <p className={styles.intro}>Choose the sessions {groupName} is added to.</p>
      {body}
    </Dialog>
  );
}
