export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** "vendor" → "Vendor": the labels of roles, statuses and categories. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A count with Indian grouping (12,34,567); `atLeast` marks a lower bound ("10,000+"). */
export function formatCount(n: number, atLeast = false): string {
  return `${n.toLocaleString('en-IN')}${atLeast ? '+' : ''}`;
}
