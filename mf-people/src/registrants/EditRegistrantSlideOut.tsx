/**
 * Edit registrant (a row action of People > Attendees): the registrant as the API reads them and
 * their flow's fields, then the form prefilled; only what changed is sent. The flow and tickets
 * are shown, not edited (the API changes neither).
 */
import { Formik } from 'formik';
import { ErrorState, errorText, LoadingState } from '@console/shared/ui';
import { SlideOut } from '@console/shared/ui/dialog';
import { useUpdateRegistrant } from './hooks/use-registrant-mutations';
import { useRegistrant } from './hooks/use-registrant';
import { useRegistrationFlows } from './hooks/use-registration-flows';
import { RegistrantForm } from './form/RegistrantForm';
import { formFieldsOf, registrantValues, toUpdateRequest } from './form/registrant-values';
import { registrantValidator, showRefusal } from './form/validate';
import {
  isBlankAnswer,
  REGISTRATION_MESSAGES,
  type RegistrantFormValues,
} from '@console/people-contract';

export function EditRegistrantSlideOut({
  registrationId,
  onClose,
}: {
  registrationId: number;
  onClose: () => void;
}) {
  const registrant = useRegistrant(registrationId);
  const flows = useRegistrationFlows();
  const update = useUpdateRegistrant(registrationId);

  let content;
  if (registrant.isPending || flows.isPending)
    content = <LoadingState label="Loading the registrant…" />;
  else if (registrant.isError || flows.isError) {
    const failed = registrant.isError ? registrant : flows;
    content = (
      <ErrorState
        title={
          registrant.isError
            ? 'The registrant could not be loaded'
            : 'The registration form could not be loaded'
        }
        message={errorText(failed.error)}
        onRetry={() => void failed.refetch()}
      />
    );
  } else {
    const person = registrant.data;
    const fields = formFieldsOf(flows.data.find((f) => f.flowId === person.flowId));
    const initial = registrantValues(person, fields);
    const answered = new Set(
      fields.map((f) => f.fieldName).filter((name) => !isBlankAnswer(initial.answers[name])),
    );
    content = (
      <Formik<RegistrantFormValues>
        initialValues={initial}
        validate={registrantValidator(() => fields, answered)}
        onSubmit={(values, helpers) => {
          const body = toUpdateRequest(initial, values, fields);
          if (Object.keys(body).length === 0) {
            helpers.setStatus(REGISTRATION_MESSAGES.registrantUnchanged);
            return;
          }
          helpers.setStatus(undefined);
          update.mutate(body, {
            onSuccess: onClose,
            onError: (error) => showRefusal(error, helpers),
          });
        }}
      >
        <RegistrantForm
          flows={flows.data}
          ticketTypes={null}
          registrant={person}
          submitLabel="Save"
          pendingLabel="Saving…"
          isPending={update.isPending}
          onCancel={onClose}
        />
      </Formik>
    );
  }

  return (
    <SlideOut
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Edit registrant"
      isDismissable={!update.isPending}
    >
      {content}
    </SlideOut>
  );
}
