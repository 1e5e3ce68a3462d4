/**
 * The approve/reject flow of §4.2 and §5, shared by the list and the detail page:
 * local checks → ask the server which confirmation → (some requests blocked: offer to approve
 * the others) → dialog → (skip steps → ask again) → queue the status update → toast.
 * A selection whose every request is blocked is refused with the §5 dialog.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isJobFinished, TIMINGS, type Job } from '@console/shared/contract';
import { ApiError, useCurrentEvent, useNotifier } from '@console/shared/react';
import { requestConfirmation, submitStatusUpdate } from '../client/approvals-client';
import { couponsQuery } from '../hooks/use-coupons';
import { ticketTypesQuery } from '../hooks/use-ticket-types';
import {
  approvalBlockOutcome,
  blockedTotal,
  countApprovalBlocks,
  rowApprovalBlock,
  skipStepsAfterConfirming,
  type ApprovalBlockedCounts,
  type ApprovalBlockSubject,
  type ApprovalDetailsResponse,
  type ApprovalSelection,
  APPROVAL_MESSAGES,
  approvalKeys,
} from '@console/approvals-contract';

export interface ApprovalActionRequest {
  /** The confirmation/status-update body (its `status` says approve or reject). */
  selection: ApprovalSelection;
  /**
   * The selected rows, whose tickets and coupons the §5 local check looks at. A select-all
   * (`updateByStatusFilter`) spans pages the page has not loaded: the server counts its blocks.
   */
  rows: readonly ApprovalBlockSubject[];
}

export type ApprovalActionStep =
  | { kind: 'idle' }
  /** §5: every selected request is blocked; nothing to approve. */
  | { kind: 'blocked'; blocked: ApprovalBlockedCounts }
  /** §5: some are blocked; the dialog offers to approve the others. */
  | { kind: 'someBlocked'; details: ApprovalDetailsResponse; selection: ApprovalSelection }
  | { kind: 'confirm'; details: ApprovalDetailsResponse; selection: ApprovalSelection };

/** 409 codes of a status update whose server-side recheck failed: ask again and show that dialog. */
const RECHECK_CODES = new Set(['SOLD_OUT', 'CAPACITY_EXCEEDED', 'APPROVAL_BLOCKED']);

export function useApprovalAction({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  const [step, setStep] = useState<ApprovalActionStep>({ kind: 'idle' });
  const [isPending, setPending] = useState(false);

  const fail = () => {
    setStep({ kind: 'idle' });
    notify(APPROVAL_MESSAGES.statusUpdateFailed, {
      tone: 'error',
      durationMs: TIMINGS.toastLongMs,
    });
  };

  /** Asks the server which dialog; the blocks it counts over the whole selection come first. */
  const ask = async (selection: ApprovalSelection) => {
    const details = await requestConfirmation(eventId, selection);
    const outcome =
      selection.status === 'APPROVED'
        ? approvalBlockOutcome(details.blocked, details.selectedCount)
        : 'NONE_BLOCKED';
    if (outcome === 'ALL_BLOCKED') setStep({ kind: 'blocked', blocked: details.blocked });
    else if (outcome === 'SOME_BLOCKED' && !selection.excludeBlocked)
      setStep({ kind: 'someBlocked', details, selection });
    else setStep({ kind: 'confirm', details, selection });
  };

  /** §5 on the selected rows, with the ticket types and coupons the page loaded. */
  async function localBlocks(rows: ApprovalActionRequest['rows']): Promise<ApprovalBlockedCounts> {
    const [ticketTypes, coupons] = await Promise.all([
      queryClient.ensureQueryData(ticketTypesQuery(eventId)),
      queryClient.ensureQueryData(couponsQuery(eventId)),
    ]);
    const catalog = { ticketTypes, coupons: coupons.coupons };
    const now = new Date();
    return countApprovalBlocks(rows.map((row) => rowApprovalBlock(row, catalog, now)));
  }

  async function run(work: () => Promise<void>) {
    setPending(true);
    try {
      await work();
    } catch {
      fail();
    } finally {
      setPending(false);
    }
  }

  /** Starts an approval or rejection; the dialog state tells what to show. */
  const start = ({ selection, rows }: ApprovalActionRequest) =>
    run(async () => {
      if (selection.status === 'APPROVED' && !selection.updateByStatusFilter) {
        const blocked = await localBlocks(rows);
        if (approvalBlockOutcome(blocked, rows.length - blockedTotal(blocked)) === 'ALL_BLOCKED') {
          setStep({ kind: 'blocked', blocked });
          return;
        }
      }
      await ask({ ...selection, skipValidationSteps: [], excludeBlocked: false });
    });

  const submit = async (selection: ApprovalSelection) => {
    try {
      const job = await submitStatusUpdate(eventId, crypto.randomUUID(), selection);
      setStep({ kind: 'idle' });
      notify(APPROVAL_MESSAGES.statusUpdatedShortly, {
        tone: 'success',
        durationMs: TIMINGS.toastLongMs,
      });
      // Followed by useApprovalJobs until it ends (progress, then a toast if it fails).
      if (!isJobFinished(job)) {
        queryClient.setQueryData<Job[]>(approvalKeys.jobs(eventId), (followed = []) => [
          ...followed.filter((other) => other.jobId !== job.jobId),
          job,
        ]);
      }
      onSuccess?.();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && RECHECK_CODES.has(error.code)) {
        await ask(selection);
        return;
      }
      throw error;
    }
  };

  /** The dialog's confirm: sold out / capacity dialogs add their skip steps and ask again. */
  const confirm = () =>
    run(async () => {
      if (step.kind !== 'confirm') return;
      const type = step.details.confirmationPopupType;
      if (type === 'SOLD_OUT' || type === 'CAPACITY_EXCEEDED') {
        await ask({
          ...step.selection,
          skipValidationSteps: skipStepsAfterConfirming(
            type,
            step.selection.skipValidationSteps ?? [],
          ),
        });
        return;
      }
      await submit(step.selection);
    });

  /** The blocked-requests dialog's confirm: the §4.2 flow goes on with the other requests only. */
  const approveOthers = () => {
    if (step.kind !== 'someBlocked') return;
    setStep({
      kind: 'confirm',
      details: step.details,
      selection: { ...step.selection, excludeBlocked: true },
    });
  };

  const cancel = () => {
    if (!isPending) setStep({ kind: 'idle' });
  };

  return { start, confirm, approveOthers, cancel, step, isPending };
}

export type ApprovalAction = ReturnType<typeof useApprovalAction>;
