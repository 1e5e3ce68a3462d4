import { useReadOnly } from '@console/shared/react';
import {
  EmptyState,
  ErrorState,
  errorText,
  LoadingState,
  Page,
  PageHeader,
} from '@console/shared/ui';
import { Banner } from '@console/shared/ui/display';
import { useCanEdit } from '../form/hooks/use-can-edit';
import { useFormFields, useFormFlows } from '../form/hooks/use-registration-form';
import styles from '../form/Form.module.css';
import { FORM_WORDS as WORDS } from '../form/words';
import { FlowSection } from './FlowSection';

/**
 * registration/flows: each registration flow of the event with the form fields it asks for; a user
 * with REGISTRATION_FLOWS_WRITE adds fields to a flow and takes them out, on an event that is not
 * read-only (§2.8, §6; decision 0035: the flows edit the same fields as the Form page).
 */
export function FlowsPage() {
  const readOnly = useReadOnly();
  const canEdit = useCanEdit('REGISTRATION_FLOWS_WRITE');
  const flows = useFormFlows();
  const fields = useFormFields();
  const failed = flows.error ?? fields.error;

  const body = () => {
    if (failed)
      return (
        <ErrorState
          title={WORDS.flowsLoadFailed}
          message={errorText(failed)}
          onRetry={() => {
            if (flows.isError) void flows.refetch();
            if (fields.isError) void fields.refetch();
          }}
        />
      );
    if (!flows.data || !fields.data) return <LoadingState label={WORDS.loadingFlows} />;
    if (flows.data.length === 0) return <EmptyState title={WORDS.noFlows} />;
    const all = fields.data;
    return (
      <div className={styles.flows}>
        {flows.data.map((flow) => (
          <FlowSection key={flow.flowId} flow={flow} fields={all} canEdit={canEdit} />
        ))}
      </div>
    );
  };

  return (
    <Page>
      <PageHeader title={WORDS.flowsTitle} />
      {readOnly ? <Banner>{WORDS.readOnly}</Banner> : null}
      {body()}
    </Page>
  );
}
