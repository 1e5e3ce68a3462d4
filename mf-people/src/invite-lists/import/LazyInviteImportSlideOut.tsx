/**
 * The import slide-out, loaded when first opened: its form, CSV check and phone rules (formik,
 * yup, papaparse, libphonenumber) stay out of the pages that only offer the button.
 */
import { lazy, Suspense } from 'react';
import { LoadingState } from '@console/shared/ui';
import type { InviteImportSlideOutProps } from './InviteImportSlideOut';

const InviteImportSlideOut = lazy(() =>
  import('./InviteImportSlideOut').then((module) => ({ default: module.InviteImportSlideOut })),
);

export function LazyInviteImportSlideOut(props: InviteImportSlideOutProps) {
  return (
    <Suspense fallback={<LoadingState label="Opening the import…" />}>
      <InviteImportSlideOut {...props} />
    </Suspense>
  );
}
