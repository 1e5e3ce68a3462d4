import { formatNumber } from '../format';
import { ShortenedText, TruncatedText } from '../TruncatedText';

export interface SelectedSummaryProps {
  labels: readonly string[];
  maxLength: number;
}

/** One chosen label (cut at maxLength), or "3 selected" whose tooltip and name list them all. */
export function SelectedSummary({ labels, maxLength }: SelectedSummaryProps) {
  const [only] = labels;
  if (labels.length === 1 && only !== undefined)
    return <TruncatedText text={only} maxLength={maxLength} />;
  return (
    <ShortenedText text={labels.join(', ')} shown={`${formatNumber(labels.length)} selected`} />
  );
}
