/**
 * WCAG 2.5.3 "Label in name" (axe: label-content-name-mismatch) in jsdom, where axe cannot see what is visible: every
 * element under `root` whose aria-label overrides its text must contain that visible text (aria-hidden parts left
 * out), so a speech-input user can say what they see. Returns one line per element that does not.
 */
export function labelInNameMismatches(root: ParentNode = document.body): string[] {
  // Whole words, as axe compares them: "DE" is not in "Auf Deutsch umschalten".
  const normalize = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const visibleText = (element: Element) => {
    const copy = element.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return normalize(copy.textContent ?? '');
  };
  return [...root.querySelectorAll('[aria-label]')]
    // Widgets whose name would come from their content (a select or a text field shows a value, not a label).
    .filter((element) => element.matches('a[href], button, option, [role=button], [role=link], [role=menuitem], [role=option], [role=radio], [role=checkbox], [role=switch], [role=tab]'))
    .flatMap((element) => {
      const text = visibleText(element);
      const name = normalize(element.getAttribute('aria-label') ?? '');
      return text && !` ${name} `.includes(` ${text} `) ? [`"${element.getAttribute('aria-label')}" does not contain "${text}": ${element.outerHTML.slice(0, 120)}`] : [];
    });
}
