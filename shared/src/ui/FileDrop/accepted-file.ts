/** Whether a file's name ends with one of the accepted extensions (".csv"), ignoring case. */
export function hasAcceptedExtension(fileName: string, extensions: readonly string[]): boolean {
  const name = fileName.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension.toLowerCase()));
}
