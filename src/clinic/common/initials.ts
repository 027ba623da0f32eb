/**
 * Initials when omitted (decisions.md §4): first letter of the first and of the last word of the name, upper-cased;
 * a one-word name gives its first two letters. Works on code points, so an astral first character is not split.
 */
export function deriveInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return Array.from(words[0]!).slice(0, 2).join('').toUpperCase();
  const first = Array.from(words[0]!)[0]!;
  const last = Array.from(words[words.length - 1]!)[0]!;
  return `${first}${last}`.toUpperCase();
}
