/**
 * The import slide-out, loaded when first opened: its form, CSV check and phone rules (formik,
 * yup, papaparse, libphonenumber) stay out of the pages that only offer the button. The buttons
 * that open it take `inviteImportIntent`, so its code starts loading when the pointer or the
 * keyboard focus reaches them.
 */
import { Suspense } from 'react';
import { lazyPage, preloadOnIntent } from '@console/shared/react';
import { LoadingState } from '@console/shared/ui';
import type { InviteImportSlideOutProps } from './InviteImportSlideOut';

const InviteImportSlideOut = lazyPage(
  () => import('./InviteImportSlideOut'),
  (module) => module.InviteImportSlideOut,
);

export const inviteImportIntent = preloadOnIntent(InviteImportSlideOut);

export function LazyInviteImportSlideOut(props: InviteImportSlideOutProps) {
  return (
    <Suspense fallback={<LoadingState label="Opening the import…" />}>
      <InviteImportSlideOut {...props} />
    </Suspense>
  );
}
