import { useLayoutEffect, useRef } from 'react';

/** The attribute that asks the page's inline script (shell/index.html) to hold the form until the app has it. */
const BUILD_TIME_FORM_ATTRIBUTE = 'data-build-time-form';

/** What the inline script notes on a held form: the values typed and whether it was submitted. */
interface HeldForm extends HTMLFormElement {
  cvLive?: boolean;
  cvSubmitted?: boolean;
  cvTyped?: Record<string, string | boolean>;
}

// React keeps its own record of an input's value and ignores an input event that does not change it: the value is
// set through the element's prototype (as the browser does when someone types), not through React's override.
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function replayValue(form: HTMLFormElement, name: string, value: string | boolean) {
  const fields = [...form.elements].filter((element) => (element as HTMLInputElement).name === name) as HTMLInputElement[];
  for (const field of fields) {
    if (field.type === 'radio') {
      // Hydration keeps the visitor's tap on the radio while a controlled radio's state holds the app's default, and
      // a click on a checked radio sends no change: unchecked first, the click tells the app.
      if (field.value === value) {
        field.checked = false;
        field.click();
      }
    } else if (field.type === 'checkbox') {
      if (field.checked !== value) field.click();
    } else if (typeof value === 'string' && field.value !== value) {
      typeInto(field, value);
    }
  }
}

/**
 * Props for a form that a build-time page holds (shared/build/prerender.mjs): a visitor may type into it and submit it
 * before the app has hydrated it. The page's inline script (shell/index.html) notes what they typed and holds the
 * submit, which the browser would otherwise send as a page load: the values would land in the address bar and be
 * lost. Once the form is the app's, both are replayed through its handlers: the values as input events
 * (react-hook-form's register resets the fields to its defaults when it attaches; a controlled radio's state holds the
 * app's default), then the submit.
 */
export function useBuildTimeForm() {
  const ref = useRef<HTMLFormElement>(null);
  // A layout effect: after the fields' own refs attached, before the browser paints them reset.
  useLayoutEffect(() => {
    const form = ref.current as HeldForm | null;
    if (!form) return;
    form.cvLive = true;
    const typed = form.cvTyped ?? {};
    delete form.cvTyped;
    for (const [name, value] of Object.entries(typed)) replayValue(form, name, value);
    if (form.cvSubmitted) {
      delete form.cvSubmitted;
      // After the replayed values rendered: the submit validates and sends what the form now holds.
      setTimeout(() => form.requestSubmit());
    }
  }, []);
  return { ref, [BUILD_TIME_FORM_ATTRIBUTE]: '' };
}
