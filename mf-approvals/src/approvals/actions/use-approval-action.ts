/**
 * The approve/reject flow of §4.2 and §5, shared by the list and the detail page:
 * local checks → ask the server which confirmation → dialog → (skip steps → ask again) →
 * queue the status update → toast.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isJobFinished, TIMINGS, type Job } from '@console/shared/contract';
import { ApiError, useCurrentEvent, useNotifier } from '@console/shared/react';
import { requestConfirmation, submitStatusUpdate } from '../client/approvals-client';
import { couponsQuery } from '../hooks/use-coupons';
import { ticketTypesQuery } from '../hooks/use-ticket-types';
import {
  localApprovalBlock,
  skipStepsAfterConfirming,
  type ApprovalDetailsResponse,
  type ApprovalRequest,
  type ApprovalSelection,
  type LocalApprovalBlock,
  APPROVAL_MESSAGES,
  approvalKeys,
} from '@console/approvals-contract';

export interface ApprovalActionRequest {
  /** The confirmation/status-update body (its `status` says approve or reject). */
  selection: ApprovalSelection;
  /** The rows whose tickets and coupons the §5 local check looks at. */
  rows: readonly Pick<ApprovalRequest, 'tickets' | 'coupons'>[];
}

export type ApprovalActionStep =
  | { kind: 'idle' }
  | { kind: 'blocked'; block: LocalApprovalBlock }
  | { kind: 'confirm'; details: ApprovalDetailsResponse; selection: ApprovalSelection };

/** 409 codes of a status update whose server-side recheck failed: ask again and show that dialog. */
const RECHECK_CODES = new Set(['SOLD_OUT', 'CAPACITY_EXCEEDED']);

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

  const ask = async (selection: ApprovalSelection) => {
    const details = await requestConfirmation(eventId, selection);
    setStep({ kind: 'confirm', details, selection });
  };

  async function localBlock(
    rows: ApprovalActionRequest['rows'],
  ): Promise<LocalApprovalBlock | null> {
    const [ticketTypes, coupons] = await Promise.all([
      queryClient.ensureQueryData(ticketTypesQuery(eventId)),
      queryClient.ensureQueryData(couponsQuery(eventId)),
    ]);
    const ticketIds = new Set(rows.flatMap((r) => r.tickets.map((t) => t.ticketTypeId)));
    const couponIds = new Set(rows.flatMap((r) => r.coupons.map((c) => c.couponId)));
    return localApprovalBlock(
      ticketTypes.filter((t) => ticketIds.has(t.ticketTypeId)),
      coupons.coupons.filter((c) => couponIds.has(c.couponId)),
      new Date(),
    );
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
      if (selection.status === 'APPROVED') {
        const block = await localBlock(rows);
        if (block) {
          setStep({ kind: 'blocked', block });
          return;
        }
      }
      await ask({ ...selection, skipValidationSteps: [] });
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

  const cancel = () => {
    if (!isPending) setStep({ kind: 'idle' });
  };

  return { start, confirm, cancel, step, isPending };
}

export type ApprovalAction = ReturnType<typeof useApprovalAction>;
