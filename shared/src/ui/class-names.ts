/** Joins the class names that are set: cx(styles.a, isOn && styles.b, className). */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
