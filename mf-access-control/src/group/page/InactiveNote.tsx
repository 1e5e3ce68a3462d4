import { Button } from '@console/shared/ui';
import { Tooltip } from '@console/shared/ui/tooltip';
import { GROUP_PAGE_WORDS } from '../words';
import styles from '../Group.module.css';
import { ACCESS_EXTRA_MESSAGES, type InactiveReason } from '@console/access-control-contract';

/** Why a forced-inactive feature is disabled (spec §4): as text, and as a tooltip on its info button. */
export function InactiveNote({ title, reason }: { title: string; reason: InactiveReason }) {
  const text = ACCESS_EXTRA_MESSAGES.inactive[reason];
  return (
    <p className={styles.inactive}>
      <span>
        {GROUP_PAGE_WORDS.inactive} {text}
      </span>
      <Tooltip content={text}>
        <Button variant="link" size="small" aria-label={GROUP_PAGE_WORDS.whyInactive(title)}>
          ⓘ
        </Button>
      </Tooltip>
    </p>
  );
}
