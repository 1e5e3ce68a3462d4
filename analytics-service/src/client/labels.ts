/** Axis labels that fit under a bar: long place names are shortened with an ellipsis. */
export const MAX_AXIS_LABEL = 16;

export function axisLabel(text: string, max = MAX_AXIS_LABEL): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
}
