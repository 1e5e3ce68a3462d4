import { useEffect, useState } from 'react';

interface Opening {
  isOpen: boolean;
  /** What had focus when the dialog opened. */
  opener: Element | null;
}

/**
 * Focus goes back to what opened a dialog shown from state (`isOpen`), as it does for one
 * opened by react-aria's DialogTrigger. The focused element is read while rendering the open
 * dialog, before anything inside it can take focus; when the dialog closes or unmounts and
 * focus was lost with it (on the body), that element gets focus back if it is still on the page.
 */
export function useReturnFocus(isOpen: boolean): void {
  const [opening, setOpening] = useState<Opening>({ isOpen: false, opener: null });
  if (opening.isOpen !== isOpen) {
    setOpening({ isOpen, opener: isOpen ? document.activeElement : null });
  }
  const { opener } = opening;

  useEffect(() => {
    if (!(opener instanceof HTMLElement)) return;
    return () => {
      requestAnimationFrame(() => {
        const focus = document.activeElement;
        const focusLost = focus === null || focus === document.body;
        if (focusLost && opener.isConnected) opener.focus();
      });
    };
  }, [opener]);
}
