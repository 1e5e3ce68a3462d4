/**
 * Puts a placeholder where the cursor was in the subject or the text: the editor's fields report
 * their focus to a wrapper (the event bubbles from the kit's inputs, named `subject` and `body`),
 * and an input keeps its selection after it loses the focus to a placeholder button. Without a
 * field focused yet, the placeholder goes at the end of the text. After the insert the field gets
 * the focus back with the caret after the placeholder.
 */
import { useEffect, useRef, type FocusEvent } from 'react';
import { insertAt } from './insert-at';

export type CaretField = 'subject' | 'body';
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const isField = (target: EventTarget): target is FieldElement & { name: CaretField } =>
  (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) &&
  (target.name === 'subject' || target.name === 'body');

export function useCaretInsert(
  values: Record<CaretField, string>,
  setValue: (field: CaretField, value: string) => void,
) {
  const last = useRef<{ field: CaretField; element: FieldElement } | null>(null);
  const restore = useRef<{ element: FieldElement; caret: number } | null>(null);

  useEffect(() => {
    const pending = restore.current;
    if (!pending) return;
    restore.current = null;
    pending.element.focus();
    pending.element.setSelectionRange(pending.caret, pending.caret);
  });

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isField(event.target)) last.current = { field: event.target.name, element: event.target };
  };

  const insert = (text: string) => {
    const target = last.current;
    const field = target?.field ?? 'body';
    const current = values[field];
    const start = target?.element.selectionStart ?? current.length;
    const end = target?.element.selectionEnd ?? start;
    const next = insertAt(current, start, end, text);
    setValue(field, next.value);
    if (target) restore.current = { element: target.element, caret: next.caret };
  };

  return { onFocus, insert };
}
