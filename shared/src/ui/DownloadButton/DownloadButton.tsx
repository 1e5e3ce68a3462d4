import { useState } from 'react';
import { TIMINGS } from '@console/shared/contract';
import { saveBlob, useNotifier } from '@console/shared/react';
import { Button } from '../Button';

export interface DownloadButtonProps {
  /** Fetches the file; a rejection shows failureMessage. */
  download: () => Promise<Blob>;
  /** The name the file is saved under, e.g. audience-list.csv. */
  fileName: string;
  /** The spec's message for a failed download, shown as an error toast. */
  failureMessage: string;
  label?: string;
  isDisabled?: boolean;
}

/**
 * Downloads a file (a report, a CSV) and saves it under fileName; 'Downloading…' while it runs,
 * and an error toast through the shell's notifier when it fails.
 */
export function DownloadButton({
  download,
  fileName,
  failureMessage,
  label = 'Download CSV',
  isDisabled = false,
}: DownloadButtonProps) {
  const { notify } = useNotifier();
  const [isPending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      saveBlob(await download(), fileName);
    } catch {
      notify(failureMessage, { tone: 'error', durationMs: TIMINGS.toastLongMs });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button isDisabled={isDisabled} isPending={isPending} onPress={() => void run()}>
      {isPending ? 'Downloading…' : label}
    </Button>
  );
}
