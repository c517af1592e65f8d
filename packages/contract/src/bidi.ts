/**
 * Someone's own words (a name, a code, a list of values) for a plain-text sentence, where no
 * `<bdi>` can go: isolated in the direction of their first letter, so a Latin name keeps its
 * place in an Arabic sentence and an Arabic one in English.
 */
export function isolated(words: string) {
  return `\u2068${words}\u2069`;
}
