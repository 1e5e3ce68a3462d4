import { useEffect, useRef, useState } from 'react';
import { ErrorState, LoadingState } from '@console/shared/ui';
import styles from './EmbeddedDashboard.module.css';
import type { EmbedSource } from './embed-source';
import { serviceOriginOf } from './service-origin';
import { useEmbedMessages, type DrillDownMessage } from './use-embed-messages';
import { useEmbedUrl } from './use-embed-url';
import { ANALYTICS_EXTRA_MESSAGES } from '@console/analytics-contract';

/** The frame is never shorter than this, whatever height the service reports. */
export const MIN_FRAME_HEIGHT = 200;
/** A frame that has not reported its height by then is taken as failed (the service is down). */
export const EMBED_LOAD_TIMEOUT_MS = 20_000;

/** The service needs its own origin for its assets; being another origin, it cannot reach the console. */
const SANDBOX = 'allow-scripts allow-same-origin';

export interface EmbeddedDashboardProps {
  /** The frame's accessible name, e.g. "Stages dashboard". */
  title: string;
  source: EmbedSource;
  onDrillDown?: (message: DrillDownMessage) => void;
}

/**
 * One dashboard of the analytics service in a frame (spec §2.10): a signed URL from the API, the
 * frame's height from its embedSize messages, drill-downs passed up. Loading until the first
 * embedSize; an error with Retry when the URL cannot be had or the frame never reports.
 */
export function EmbeddedDashboard({ title, source, onDrillDown }: EmbeddedDashboardProps) {
  const url = useEmbedUrl(source);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number | null>(null);
  const [timedOut, setTimedOut] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const src = url.data?.url ?? null;
  const serviceOrigin = src ? serviceOriginOf(src) : null;

  useEmbedMessages(frame, serviceOrigin, {
    onSize: (reported) => setHeight(Math.max(MIN_FRAME_HEIGHT, reported)),
    onDrillDown,
  });

  const waitingForSize = serviceOrigin !== null && height === null && !timedOut;
  useEffect(() => {
    if (!waitingForSize) return;
    const timer = setTimeout(() => setTimedOut(true), EMBED_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [waitingForSize, attempt]);

  const retry = () => {
    setHeight(null);
    setTimedOut(false);
    setAttempt((n) => n + 1);
    void url.refetch();
  };

  if (url.isPending) return <LoadingState label={`Loading ${title}…`} />;
  if (!src || serviceOrigin === null || timedOut) {
    return (
      <ErrorState
        title={title}
        message={ANALYTICS_EXTRA_MESSAGES.dashboardLoadFailed}
        onRetry={retry}
      />
    );
  }
  return (
    <div className={styles.dashboard}>
      {height === null ? <LoadingState label={`Loading ${title}…`} /> : null}
      <iframe
        key={attempt}
        ref={frame}
        title={title}
        src={src}
        sandbox={SANDBOX}
        referrerPolicy="no-referrer"
        className={height === null ? `${styles.frame} ${styles.loading}` : styles.frame}
        style={{ height: height ?? MIN_FRAME_HEIGHT }}
      />
    </div>
  );
}
