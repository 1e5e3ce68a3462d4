import { useEffect, useRef, useState } from 'react';

/**
 * The text of a field whose value is committed elsewhere (the URL) only once the user stops
 * typing. Typing restarts the delay; a commit equal to the current value (ignoring surrounding
 * spaces) is skipped; a new value from outside (back button, a link) replaces the text, while
 * the echo of our own commit leaves what the user typed since untouched.
 */
export function useDebouncedCommit(
  value: string,
  onCommit: (value: string) => void,
  delayMs: number,
): [text: string, setText: (text: string) => void, commitNow: (text: string) => void] {
  const [text, setText] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [sent, setSent] = useState<string | null>(null);
  if (seenValue !== value) {
    setSeenValue(value);
    if (value !== sent) setText(value);
  }

  const latestOnCommit = useRef(onCommit);
  useEffect(() => {
    latestOnCommit.current = onCommit;
  });

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => {
      setSent(text);
      latestOnCommit.current(text);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  const commitNow = (next: string) => {
    setText(next);
    if (next.trim() === value.trim()) return;
    setSent(next);
    latestOnCommit.current(next);
  };
  return [text, setText, commitNow];
}
