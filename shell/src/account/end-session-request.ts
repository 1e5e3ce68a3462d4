import { MESSAGES } from '@console/shared/contract';
import type { SessionRow } from './session-rows';

/** What the user asked to end, waiting for their confirmation. */
export type EndSessionRequest =
  | { kind: 'one'; session: Pick<SessionRow, 'sessionId' | 'device'> }
  | { kind: 'others'; sessionIds: readonly number[] };

export interface EndSessionConfirmation {
  title: string;
  message: string;
  confirmLabel: string;
}

/** The confirmation dialog's words for a request. */
export function endSessionConfirmation(request: EndSessionRequest): EndSessionConfirmation {
  if (request.kind === 'one')
    return {
      title: MESSAGES.endSessionTitle,
      message: MESSAGES.endSessionBody(request.session.device),
      confirmLabel: 'End session',
    };
  return {
    title: MESSAGES.endOtherSessionsTitle,
    message: MESSAGES.endOtherSessionsBody(request.sessionIds.length),
    confirmLabel: 'End other sessions',
  };
}
