/** @jest-environment jsdom */
import createCache from '@emotion/cache';
import { withOneEmotionStyle } from './oneEmotionStyle';

const markup =
  '<style data-emotion="css-global abc">:root{--x:1}</style><style data-emotion="css a1">.css-a1{color:red;}</style>' +
  '<div class="css-a1"><style data-emotion="css b2">.css-b2{margin:0;}</style><p class="css-b2">x</p></div>' +
  '<style data-emotion="css c3">.css-c3{padding:0;}</style><span class="css-c3">y</span>';

test('one tag for every rule, where the first was, the global styles left as they are', () => {
  expect(withOneEmotionStyle(markup)).toBe(
    '<style data-emotion="css-global abc">:root{--x:1}</style><style data-emotion="css a1 b2 c3">.css-a1{color:red;}.css-b2{margin:0;}.css-c3{padding:0;}</style>' +
      '<div class="css-a1"><p class="css-b2">x</p></div><span class="css-c3">y</span>',
  );
});

test("the browser's emotion cache reads the one tag as every rule inserted and takes it out of the markup", () => {
  document.body.innerHTML = `<div id="root">${withOneEmotionStyle(markup)}</div>`;
  const cache = createCache({ key: 'css' });
  expect(Object.keys(cache.inserted)).toEqual(expect.arrayContaining(['a1', 'b2', 'c3']));
  expect(document.querySelectorAll('#root style[data-emotion^="css "]')).toHaveLength(0);
  expect(document.head.querySelectorAll('style[data-emotion="css a1 b2 c3"]')).toHaveLength(1);
});
