import { useEffect, useRef, type RefObject } from 'react';
import { readEmbedMessage, type EmbedMessage } from '@console/analytics-contract';

export type DrillDownMessage = Extract<EmbedMessage, { type: 'drillDown' }>;

export interface EmbedMessageHandlers {
  onSize: (height: number) => void;
  onDrillDown?: (message: DrillDownMessage) => void;
}

/**
 * The frame's messages (spec §2.10): only from the service's origin, only from this frame's
 * window (another embed on the page has the same origin), and only of the two shapes the
 * contract reads. Anything else is ignored.
 */
export function useEmbedMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  serviceOrigin: string | null,
  handlers: EmbedMessageHandlers,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!serviceOrigin) return;
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const message = readEmbedMessage(event, serviceOrigin);
      if (message?.type === 'embedSize') latest.current.onSize(message.height);
      else if (message?.type === 'drillDown') latest.current.onDrillDown?.(message);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, serviceOrigin]);
}
