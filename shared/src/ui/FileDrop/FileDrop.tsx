import { useState } from 'react';
import { DropZone, FileTrigger, type DropItem } from 'react-aria-components';
import { Button } from '../Button';
import { shortFileName } from '../format';
import { ShortenedText } from '../TruncatedText';
import { hasAcceptedExtension } from './accepted-file';
import styles from './FileDrop.module.css';

export interface FileDropProps {
  /** The title over the drop zone, e.g. "Import CSV". */
  label: string;
  /**
   * The drop zone's accessible name (screen readers drop or paste a file through it); react-aria
   * names it "DropZone" otherwise.
   */
  dropLabel?: string;
  /** The file chosen so far, shown by name. */
  file: File | null;
  onFileChange: (file: File) => void;
  acceptedExtensions?: readonly string[];
  browseLabel?: string;
  hint?: string;
  rejectedMessage?: string;
  isDisabled?: boolean;
}

async function firstFile(items: readonly DropItem[]): Promise<File | null> {
  const item = items.find((i) => i.kind === 'file');
  return item?.kind === 'file' ? item.getFile() : null;
}

/**
 * Drop a file on it, or choose one with Browse (a file input, so the keyboard works); files of
 * another type are refused with a message. A long name shows as its first 5 characters and an
 * ellipsis, the full name as tooltip and accessible text.
 */
export function FileDrop({
  label,
  dropLabel = 'Drop a CSV file here or choose one',
  file,
  onFileChange,
  acceptedExtensions = ['.csv'],
  browseLabel = 'Browse files',
  hint = 'Drag and drop a CSV file here, or',
  rejectedMessage = 'Only CSV files can be imported.',
  isDisabled,
}: FileDropProps) {
  const [rejected, setRejected] = useState(false);
  const accept = (chosen: File | null) => {
    if (!chosen) return;
    const ok = hasAcceptedExtension(chosen.name, acceptedExtensions);
    setRejected(!ok);
    if (ok) onFileChange(chosen);
  };
  return (
    <div className={styles.fileDrop}>
      <DropZone
        aria-label={dropLabel}
        className={styles.zone}
        isDisabled={isDisabled}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void firstFile(event.items).then(accept)}
      >
        <span className={styles.label}>{label}</span>
        <span className={styles.hint}>{hint}</span>
        <FileTrigger
          acceptedFileTypes={[...acceptedExtensions]}
          onSelect={(files) => accept(files?.[0] ?? null)}
        >
          <Button isDisabled={isDisabled}>{browseLabel}</Button>
        </FileTrigger>
      </DropZone>
      {file ? (
        <p className={styles.file}>
          <span aria-hidden="true">📄</span>{' '}
          <ShortenedText text={file.name} shown={shortFileName(file.name)} />
        </p>
      ) : null}
      {rejected ? (
        <p className={styles.error} role="alert">
          {rejectedMessage}
        </p>
      ) : null}
    </div>
  );
}
