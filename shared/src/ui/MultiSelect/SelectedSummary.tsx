import { VisuallyHidden } from 'react-aria-components';
import { formatNumber } from '../format';
import { TriggerText } from '../Select/select-parts';

export interface SelectedSummaryProps {
  labels: readonly string[];
  maxLength: number;
}

/**
 * One chosen label (cut on screen at about maxLength), or "3 selected" followed, for screen
 * readers and as its tooltip, by every label: the trigger's name starts with the text it shows.
 */
export function SelectedSummary({ labels, maxLength }: SelectedSummaryProps) {
  const [only] = labels;
  if (labels.length === 1 && only !== undefined)
    return <TriggerText text={only} maxLength={maxLength} />;
  const all = labels.join(', ');
  return (
    <span title={all}>
      {formatNumber(labels.length)} selected
      <VisuallyHidden elementType="span"> ({all})</VisuallyHidden>
    </span>
  );
}
