import { useEffect, type RefObject } from 'react';

/**
 * After each failed Apply (spec §5: "the view scrolls to the first error"), scrolls to the first
 * element marked invalid inside the panel and moves focus there.
 */
export function useFocusFirstError(panel: RefObject<HTMLElement | null>, failedApplies: number) {
  useEffect(() => {
    if (failedApplies === 0) return;
    const first = panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first?.focus();
  }, [panel, failedApplies]);
}
