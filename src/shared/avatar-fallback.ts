// Spec §9: an avatar without a picture shows the first two letters of the name in upper case, on
// a colour chosen from a 10-colour palette by the sum of the name's character codes modulo 10.
// The palette's colours all carry white text at WCAG AA (4.5:1).

export const AVATAR_PALETTE = [
  '#1f5fbf',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ad1457',
  '#00695c',
  '#4527a0',
  '#a84300',
  '#37474f',
  '#01579b',
] as const;

/** The first two letters (or digits) of the name, upper case; '?' for a name without any. */
export function avatarInitials(name: string): string {
  const letters = Array.from(name.normalize('NFC')).filter((character) => /[\p{L}\p{N}]/u.test(character));
  return letters.slice(0, 2).join('').toUpperCase() || '?';
}

/** The palette colour of the name: the sum of its character codes, modulo 10. */
export function avatarColour(name: string): string {
  let sum = 0;
  for (let index = 0; index < name.length; index++) sum += name.charCodeAt(index);
  return AVATAR_PALETTE[sum % AVATAR_PALETTE.length]!;
}
