import { useRouteBuilder, useSearchParams } from '@console/shared/react';
import { APPROVALS_RETURN_PARAM } from '@console/approvals-contract';
import { approvalsReturnPath } from './from-approvals';

/** The approvals page the user came from (the `from` parameter), or null. */
export function useApprovalsReturn(): string | null {
  const [params] = useSearchParams();
  const routes = useRouteBuilder();
  return approvalsReturnPath(params.get(APPROVALS_RETURN_PARAM), routes.to('people.approvals'));
}
