/**
 * The approve/reject flow of §4.2 and §5, shared by the list and the detail page:
 * local checks → ask the server which confirmation → (some requests blocked: offer to approve
 * the others) → dialog → (skip steps → ask again) → queue the status update → toast.
 * A selection whose every request is blocked is refused with the §5 dialog. Both dialogs name the
 * ticket types and coupons that block it, each with how many selected requests hold it (the
 * server's count for what it resolved, the page's for the rows it refused itself), so the
 * organizer can go and lift the block.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@console/shared/contract';
import { ApiError, useCurrentEvent, useNotifier } from '@console/shared/react';
import { requestConfirmation } from '../client/approvals-client';
import { couponsQuery } from '../hooks/use-coupons';
import { ticketTypesQuery } from '../hooks/use-ticket-types';
import { useStatusUpdate } from './use-status-update';
import {
  approvalBlockerDetails,
  approvalBlockOutcome,
  approvalKeys,
  blockedTotal,
  countApprovalBlocks,
  rowApprovalBlock,
  skipStepsAfterConfirming,
  type ApprovalBlockedCounts,
  type ApprovalBlockerDetails,
  type ApprovalBlockSubject,
  type ApprovalDetailsResponse,
  type ApprovalSelection,
  APPROVAL_MESSAGES,
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

type Rows = ApprovalActionRequest['rows'];

export type ApprovalActionStep =
  | { kind: 'idle' }
  /** §5: every selected request is blocked; nothing to approve. */
  | { kind: 'blocked'; blocked: ApprovalBlockedCounts; blockers: ApprovalBlockerDetails }
  /** §5: some are blocked (details.blockers names them); the dialog offers to approve the others. */
  | {
      kind: 'someBlocked';
      details: ApprovalDetailsResponse;
      selection: ApprovalSelection;
      rows: Rows;
    }
  | { kind: 'confirm'; details: ApprovalDetailsResponse; selection: ApprovalSelection; rows: Rows };

type ConfirmStep = Extract<ApprovalActionStep, { kind: 'confirm' }>;

const IDLE: ApprovalActionStep = { kind: 'idle' };

/** 409 codes of a status update whose server-side recheck failed: ask again and show that dialog. */
const RECHECK_CODES = new Set(['SOLD_OUT', 'CAPACITY_EXCEEDED', 'APPROVAL_BLOCKED']);

export function useApprovalAction({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { eventId } = useCurrentEvent();
  const queryClient = useQueryClient();
  const { notify } = useNotifier();
  const [step, setStep] = useState<ApprovalActionStep>(IDLE);
  const statusUpdate = useStatusUpdate();

  const fail = () => {
    setStep(IDLE);
    notify(APPROVAL_MESSAGES.statusUpdateFailed, {
      tone: 'error',
      durationMs: TIMINGS.toastLongMs,
    });
  };

  /** The event's ticket types and coupons as the page loaded them (the §5 local check). */
  async function loadCatalog() {
    const [ticketTypes, coupons] = await Promise.all([
      queryClient.ensureQueryData(ticketTypesQuery(eventId)),
      queryClient.ensureQueryData(couponsQuery(eventId)),
    ]);
    return { ticketTypes, coupons: coupons.coupons };
  }

  /** The server found blocks the page may not show yet: the rows read the catalog again. */
  const refreshCatalog = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: approvalKeys.ticketTypes(eventId) }),
      queryClient.invalidateQueries({ queryKey: approvalKeys.coupons(eventId) }),
    ]);

  /** Asks the server which dialog; the blocks it counts over the whole selection come first. */
  const ask = async (selection: ApprovalSelection, rows: Rows): Promise<ApprovalActionStep> => {
    const details = await requestConfirmation(eventId, selection);
    const outcome =
      selection.status === 'APPROVED'
        ? approvalBlockOutcome(details.blocked, details.selectedCount)
        : 'NONE_BLOCKED';
    if (outcome !== 'NONE_BLOCKED') void refreshCatalog();
    if (outcome === 'ALL_BLOCKED')
      return { kind: 'blocked', blocked: details.blocked, blockers: details.blockers };
    if (outcome === 'SOME_BLOCKED' && !selection.excludeBlocked)
      return { kind: 'someBlocked', details, selection, rows };
    return { kind: 'confirm', details, selection, rows };
  };

  /** §5 on the selected rows, with the ticket types and coupons the page loaded. */
  async function localBlocks(rows: Rows) {
    const catalog = await loadCatalog();
    const now = new Date();
    return {
      blocked: countApprovalBlocks(rows.map((row) => rowApprovalBlock(row, catalog, now))),
      blockers: approvalBlockerDetails(rows, catalog, now),
    };
  }

  /** Starts an approval or rejection: the local check, then the server's answer, as the next step. */
  const starting = useMutation({
    mutationFn: async ({ selection, rows }: ApprovalActionRequest): Promise<ApprovalActionStep> => {
      if (selection.status === 'APPROVED' && !selection.updateByStatusFilter) {
        const { blocked, blockers } = await localBlocks(rows);
        if (approvalBlockOutcome(blocked, rows.length - blockedTotal(blocked)) === 'ALL_BLOCKED')
          return { kind: 'blocked', blocked, blockers };
      }
      return ask({ ...selection, skipValidationSteps: [], excludeBlocked: false }, rows);
    },
    onSuccess: (next) => setStep(next),
    onError: fail,
  });

  /**
   * The dialog's confirm: sold out / capacity dialogs add their skip steps and ask again; the
   * others queue the status update (null), unless its server-side recheck fails: then it asks again.
   */
  const confirming = useMutation({
    mutationFn: async ({
      details,
      selection,
      rows,
    }: ConfirmStep): Promise<ApprovalActionStep | null> => {
      const type = details.confirmationPopupType;
      if (type === 'SOLD_OUT' || type === 'CAPACITY_EXCEEDED')
        return ask(
          {
            ...selection,
            skipValidationSteps: skipStepsAfterConfirming(
              type,
              selection.skipValidationSteps ?? [],
            ),
          },
          rows,
        );
      try {
        await statusUpdate.mutateAsync(selection);
        return null;
      } catch (error) {
        if (error instanceof ApiError && error.status === 409 && RECHECK_CODES.has(error.code))
          return ask(selection, rows);
        throw error;
      }
    },
    onSuccess: (next) => {
      if (next) {
        setStep(next);
        return;
      }
      setStep(IDLE);
      notify(APPROVAL_MESSAGES.statusUpdatedShortly, {
        tone: 'success',
        durationMs: TIMINGS.toastLongMs,
      });
      onSuccess?.();
    },
    onError: fail,
  });

  const isPending = starting.isPending || confirming.isPending;

  /** Starts an approval or rejection; the dialog state tells what to show. */
  const start = (request: ApprovalActionRequest) => starting.mutate(request);

  const confirm = () => {
    if (step.kind === 'confirm') confirming.mutate(step);
  };

  /** The blocked-requests dialog's confirm: the §4.2 flow goes on with the other requests only. */
  const approveOthers = () => {
    if (step.kind !== 'someBlocked') return;
    setStep({
      kind: 'confirm',
      details: step.details,
      selection: { ...step.selection, excludeBlocked: true },
      rows: step.rows,
    });
  };

  const cancel = () => {
    if (!isPending) setStep(IDLE);
  };

  return { start, confirm, approveOthers, cancel, step, isPending };
}

export type ApprovalAction = ReturnType<typeof useApprovalAction>;
