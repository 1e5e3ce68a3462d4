import { useState } from 'react';
import { useReadOnly, useRouteBuilder } from '@console/shared/react';
import { Button, EmptyState, ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { GroupSection } from '../../audiences/AudienceGroupsTab';
import { useInviteLists } from '../hooks/use-invite-lists';
import { inviteImportIntent, LazyInviteImportSlideOut } from '../import/LazyInviteImportSlideOut';
import styles from '../InviteLists.module.css';
import { PEOPLE_MESSAGES } from '@console/people-contract';

/** The Invite list tab (spec people §2): the event's invite lists, each opening its page, and Create. */
export function InviteListsTab() {
  const lists = useInviteLists();
  const routes = useRouteBuilder();
  const readOnly = useReadOnly();
  const [creating, setCreating] = useState(false);

  let content;
  if (lists.isPending) content = <LoadingState label="Loading invite lists…" />;
  else if (lists.isError)
    content = (
      <ErrorState
        title="Invite lists could not be loaded"
        message={errorText(lists.error)}
        onRetry={() => void lists.refetch()}
      />
    );
  else if (lists.data.length === 0)
    content = <EmptyState title={PEOPLE_MESSAGES.noInviteListFound} />;
  else
    content = (
      <GroupSection
        title="Invite lists"
        groups={lists.data}
        hrefOf={(g) => routes.to('people.inviteList', { audienceGroupId: g.audienceGroupId })}
      />
    );

  return (
    <>
      <div className={styles.tabHeader}>
        <Button
          variant="primary"
          isDisabled={readOnly}
          onPress={() => setCreating(true)}
          {...inviteImportIntent}
        >
          Create invite list
        </Button>
      </div>
      {content}
      {creating ? (
        <LazyInviteImportSlideOut target={{ kind: 'new' }} onClose={() => setCreating(false)} />
      ) : null}
    </>
  );
}
