import { useEffect, useRef, type ReactNode } from 'react';
import styles from '../InviteLists.module.css';

/**
 * A step's title. When the step opens it takes the focus: the button that moved the drawer on is
 * gone with the step before, and focus would fall out of the drawer onto the page.
 */
export function StepHeading({
  children,
  focusOnMount = true,
}: {
  children: ReactNode;
  focusOnMount?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <h4 ref={heading} tabIndex={-1} className={styles.sectionTitle}>
      {children}
    </h4>
  );
}
