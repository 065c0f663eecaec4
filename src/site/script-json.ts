/**
 * Build side: a value as JSON for the text of a `<script>` element (a data block, or a constant
 * inside an inline script). `<` is escaped so that no text in it (an agency title holding
 * `</script>`, say) can end the element early; JSON.parse and JavaScript read `\u003c` back as `<`.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
