import { saveCsv } from '@console/shared/react';
import { Button } from '@console/shared/ui';
import { INVITE_CSV_TEMPLATE, INVITE_LIST_TEMPLATE_FILE_NAME } from '@console/people-contract';

/** The sample CSV: the seven columns in order and one example row. */
export function TemplateDownloadButton() {
  return (
    <Button
      variant="link"
      onPress={() => saveCsv(INVITE_CSV_TEMPLATE, INVITE_LIST_TEMPLATE_FILE_NAME)}
    >
      Download sample CSV
    </Button>
  );
}
