/**
 * Where a ticketing form goes around a save. Without `from`, a save returns to the list. Coming
 * from approvals, it stays on the record (a new one at its edit address) and offers 'Back to
 * approvals', since the organizer came to unblock requests there.
 */
import { APPROVALS_RETURN_PARAM } from '@console/approvals-contract';
import {
  useLocation,
  useNavigate,
  useRouteBuilder,
  useSearchParams,
  type LeaveConfirmation,
} from '@console/shared/react';
import { TICKETING_WORDS as WORDS } from '../words';
import { useApprovalsReturn } from './use-approvals-return';

export interface EditorRoutes {
  /** The list's route key and the back link's name. */
  list: { key: string; label: string };
  /** The edit route's key and its id parameter. */
  edit: { key: string; param: string };
}

function savedIn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'saved' in state && state.saved === true;
}

export function useEditorNavigation(routesOf: EditorRoutes, guard: LeaveConfirmation) {
  const routes = useRouteBuilder();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const approvalsReturn = useApprovalsReturn();
  const back = approvalsReturn
    ? { href: approvalsReturn, label: WORDS.backToApprovals }
    : { href: routes.to(routesOf.list.key), label: routesOf.list.label };

  const afterSave = (id: number) => {
    guard.allowNextNavigation();
    if (approvalsReturn === null) {
      void navigate(routes.to(routesOf.list.key));
      return;
    }
    const from = params.get(APPROVALS_RETURN_PARAM) ?? undefined;
    void navigate(routes.to(routesOf.edit.key, { [routesOf.edit.param]: id }, { from }), {
      replace: true,
      state: { saved: true },
    });
  };

  return { approvalsReturn, back, justSaved: savedIn(location.state), afterSave };
}
