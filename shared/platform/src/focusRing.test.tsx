import { render, screen } from '@testing-library/react';
import { PlatformProvider } from './PlatformProvider';
import { getSystem } from './system';

const system = getSystem();

test('every focusable element gets a visible ring on keyboard focus: an outline outside it, unlike "selected"', () => {
  const css = JSON.stringify(system.getGlobalCss());
  const ring = '{"outlineWidth":"2px","outlineStyle":"solid","outlineOffset":"2px","outlineColor":"var(--chakra-colors-brand-focus-ring)"}';
  expect(css).toContain(`"&*:focus-visible":${ring}`);
  // A radio card (its input is visually hidden) shows the ring around the card.
  expect(css).toContain(`"&[data-focus-card]:has(:focus-visible, [data-focus-visible])":${ring}`);
});

test('the page receives the rule', () => {
  render(
    <PlatformProvider>
      <button>Go</button>
    </PlatformProvider>,
  );
  screen.getByRole('button').focus();
  const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
  expect(rules.some((rule) => rule.includes('*:focus-visible') && rule.includes('outline-offset: 2px'))).toBe(true);
});
