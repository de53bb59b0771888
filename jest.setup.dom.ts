import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too little when a shared 2-core CI machine runs jsdom, PGlite and
// PostgreSQL at once (seen: component files taking 60-120 s, findBy timing out on screens that did render).
configure({ asyncUtilTimeout: 20_000 });

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Chakra reads matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
if (!('ResizeObserver' in globalThis)) {
  Object.assign(globalThis, { ResizeObserver: class { observe() {} unobserve() {} disconnect() {} } });
}
if (!Element.prototype.scrollTo) Element.prototype.scrollTo = () => {};
// jsdom has no PointerEvent; Chakra's (zag's) press handling constructs one on blur.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}
