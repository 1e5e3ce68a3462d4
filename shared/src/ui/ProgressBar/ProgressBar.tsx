import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import { formatNumber } from '../format';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** What is progressing, shown above the bar and naming it for assistive technology. */
  label: string;
  value: number;
  maxValue: number;
}

/** How far a counted piece of work is: a bar and "x of y", with thousands separators. */
export function ProgressBar({ label, value, maxValue }: ProgressBarProps) {
  const valueLabel = `${formatNumber(value)} of ${formatNumber(maxValue)}`;
  return (
    <AriaProgressBar
      className={styles.progress}
      value={value}
      maxValue={maxValue}
      valueLabel={valueLabel}
    >
      {({ percentage }) => (
        <>
          <div className={styles.header}>
            <Label className={styles.label}>{label}</Label>
            <span className={styles.value}>{valueLabel}</span>
          </div>
          <div className={styles.track}>
            <div
              className={styles.fill}
              style={{ width: `${Number.isFinite(percentage) ? percentage : 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
