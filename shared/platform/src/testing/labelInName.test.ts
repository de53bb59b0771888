import { labelInNameMismatches } from './labelInName';

test('label in name: whole words of the visible text must be in the aria-label', () => {
  document.body.innerHTML = `
    <button aria-label="Auf Deutsch umschalten">DE</button>
    <a href="/o/1" aria-label="Show order CV-1">Show details</a>
    <a href="tel:+49" aria-label="Call Erika">Erika · +49 211</a>
    <button aria-label="EN – Switch to English">EN</button>
    <a href="/o/2" aria-label="Show details – CV-2">Show details</a>
    <button aria-label="Close">×<span aria-hidden="true">icon</span></button>
    <select aria-label="Country"><option value="DE" aria-label="DE +49 – Deutschland">DE +49</option></select>`;
  expect(labelInNameMismatches().map((line) => line.split(':')[0])).toEqual([
    '"Auf Deutsch umschalten" does not contain "de"',
    '"Show order CV-1" does not contain "show details"',
    '"Call Erika" does not contain "erika 49 211"',
  ]);
  document.body.innerHTML = '';
});
