/** The tags shown as chips (the first `max`) and those folded into a "+N" chip. */
export function splitTags(
  tags: readonly string[],
  max: number,
): { shown: readonly string[]; hidden: readonly string[] } {
  const limit = Math.max(0, max);
  return { shown: tags.slice(0, limit), hidden: tags.slice(limit) };
}
