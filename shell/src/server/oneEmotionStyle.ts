/** An emotion style tag as the server renderer writes it before each element it styles (`css-global` ones aside). */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * One emotion style tag for the whole markup, where the first was. Emotion writes a `<style>` before each element it
 * styles (87 on the landing page), and the browser's emotion cache moves each into the head before hydrating: one
 * DOM move and style invalidation apiece, ~110 ms of a phone's main thread (CPU ×4). The cache takes one tag that
 * names all of them the same way (`data-emotion="css <name> <name> …"`), in the same order of rules.
 */
export function withOneEmotionStyle(markup: string): string {
  const names: string[] = [];
  const rules: string[] = [];
  for (const [, name = '', css = ''] of markup.matchAll(EMOTION_STYLE)) {
    names.push(name);
    rules.push(css);
  }
  if (names.length < 2) return markup;
  let first = true;
  return markup.replace(EMOTION_STYLE, () => {
    if (!first) return '';
    first = false;
    return `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`;
  });
}
