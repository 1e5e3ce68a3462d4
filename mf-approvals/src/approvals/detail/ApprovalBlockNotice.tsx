import { Banner } from '@console/shared/ui/display';
import { BlockerList } from '../actions/BlockerList';
import { useApprovalBlocks } from '../hooks/use-approval-blocks';
import { blockText } from '../list/block-text';
import type { ApprovalRequest } from '@console/approvals-contract';

/** §5 on the request's page: why it cannot be approved, and which ticket or coupon to edit. */
export function ApprovalBlockNotice({ request }: { request: ApprovalRequest }) {
  const blocks = useApprovalBlocks();
  const block = blocks.blockOf(request);
  if (!block) return null;
  return (
    <Banner tone="warning">
      <strong>{blockText(block)}</strong>
      <BlockerList blockers={blocks.blockersOf(request)} />
    </Banner>
  );
}
