/** The flag emoji of a two-letter region code, built from regional indicator symbols. */
export function flagEmoji(countryCode: string): string {
  return [...countryCode.toUpperCase()].map((letter) => String.fromCodePoint(0x1f1e6 + letter.charCodeAt(0) - 65)).join('');
}

/** The same flag as code points, the `unicode` field of SPEC §3 currency options: "U+1F1FA U+1F1F8". */
export function flagUnicode(countryCode: string): string {
  return [...flagEmoji(countryCode)].map((char) => `U+${char.codePointAt(0)!.toString(16).toUpperCase()}`).join(' ');
}
