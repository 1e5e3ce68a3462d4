import { useId, type ReactNode } from 'react';
import { Badge } from '@console/shared/ui/display';
import { Toggle } from '@console/shared/ui/form';
import { VENUE_WORDS as WORDS } from '../words';
import styles from '../VenueSettings.module.css';

export interface SettingSwitchProps {
  label: string;
  description: string;
  isOn: boolean;
  /** Without it the setting shows its state, with no switch. */
  writable: boolean;
  /** An edit of the page is being saved. */
  isSaving: boolean;
  onChange: (on: boolean) => void;
  /** Beside the switch: a link to the page of the setting. */
  aside?: ReactNode;
}

/** One on/off setting: a switch saved at once (or its state, read-only) and what it does. */
export function SettingSwitch({
  label,
  description,
  isOn,
  writable,
  isSaving,
  onChange,
  aside,
}: SettingSwitchProps) {
  const descriptionId = useId();
  return (
    <li className={styles.setting}>
      <div className={styles.control}>
        {writable ? (
          <Toggle
            isSelected={isOn}
            isDisabled={isSaving}
            onChange={onChange}
            aria-describedby={descriptionId}
          >
            {label}
          </Toggle>
        ) : (
          <span className={styles.state}>
            {label}
            <Badge tone={isOn ? 'success' : 'neutral'}>{isOn ? WORDS.on : WORDS.off}</Badge>
          </span>
        )}
        {aside}
      </div>
      <p id={descriptionId} className={styles.description}>
        {description}
      </p>
    </li>
  );
}
