import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { useBuildTimeForm } from '@chargevalet/platform';

// The pair under test: the inline script of the shell's page (index.html), which holds a build-time form until the
// app hydrated it, and the platform's useBuildTimeForm, which replays what it held.
const pageScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync(path.join(__dirname, '../index.html'), 'utf8'))![1]!;

interface Values {
  number: string;
  news: boolean;
  kind: string;
}

/** A form as the app's are: react-hook-form's register with defaults, which it puts into the fields when it attaches. */
function BuildTimeForm({ onSubmit, held = true }: { onSubmit: (values: Values) => void; held?: boolean }) {
  const buildTimeForm = useBuildTimeForm();
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { number: '', news: false, kind: 'a' } });
  return (
    <form {...(held ? buildTimeForm : {})} onSubmit={handleSubmit(onSubmit)} noValidate>
      <input aria-label="number" {...register('number')} />
      <input type="checkbox" aria-label="news" {...register('news')} />
      <input type="radio" value="a" aria-label="kind a" {...register('kind')} />
      <input type="radio" value="b" aria-label="kind b" {...register('kind')} />
      <button type="submit">Send</button>
    </form>
  );
}

/** A form of controlled radios, as the wizard's first step is: its state starts at the app's default. */
function ControlledChoice({ onSubmit }: { onSubmit: (kind: string) => void }) {
  const buildTimeForm = useBuildTimeForm();
  const [kind, setKind] = useState('a');
  return (
    <form
      {...buildTimeForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(kind);
      }}
      noValidate
    >
      {['a', 'b'].map((value) => (
        <input key={value} type="radio" name="kind" value={value} aria-label={`kind ${value}`} checked={kind === value} onChange={() => setKind(value)} />
      ))}
      <output aria-label="chosen">{kind}</output>
      <button type="submit">Send</button>
    </form>
  );
}

/** The build's markup of the form in the document, with the page's script running, as before the app's code arrived. */
function buildTimePage(held = true, markup = <BuildTimeForm onSubmit={() => undefined} held={held} />) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(markup);
  document.body.append(root);
  const form = root.querySelector('form')!;
  const field = (label: string) => root.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
  const submit = () => {
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    return event;
  };
  return { root, form, field, submit };
}

/** A visitor types before the app is there: the browser sets the value and fires an input event. */
function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

beforeAll(() => {
  new Function(pageScript)();
});
afterEach(() => {
  document.body.innerHTML = '';
});

test('what is typed into a build-time form and its submit before the app hydrated it reach the app’s submit handler', async () => {
  const page = buildTimePage();
  type(page.field('number'), 'CV-2026-0042');
  page.field('news').click();
  page.field('kind b').click();
  // The browser's own submit would load the page anew: held.
  expect(page.submit().defaultPrevented).toBe(true);

  const onSubmit = jest.fn();
  await act(async () => {
    hydrateRoot(page.root, <BuildTimeForm onSubmit={onSubmit} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit.mock.calls[0][0]).toEqual({ number: 'CV-2026-0042', news: true, kind: 'b' });
  expect(page.field('number').value).toBe('CV-2026-0042');

  // The app's form is no longer held: a submit goes to its handler at once.
  await act(async () => {
    expect(page.submit().defaultPrevented).toBe(true); // react-hook-form's handleSubmit prevents it itself
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(onSubmit).toHaveBeenCalledTimes(2);
});

test('a controlled radio tapped before the app hydrated it is the app’s choice and what its submit sends', async () => {
  const page = buildTimePage(true, <ControlledChoice onSubmit={() => undefined} />);
  page.field('kind b').click();
  expect(page.submit().defaultPrevented).toBe(true);

  const onSubmit = jest.fn();
  await act(async () => {
    hydrateRoot(page.root, <ControlledChoice onSubmit={onSubmit} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  // Hydration kept the tap on the radio; the app's state follows it (the choice's highlight, its submit).
  expect(page.field('kind b').checked).toBe(true);
  expect(page.field('chosen')).toHaveTextContent('b');
  expect(onSubmit).toHaveBeenCalledWith('b');
});

test('a build-time form left alone is hydrated with its defaults and sends nothing', async () => {
  const page = buildTimePage();
  const onSubmit = jest.fn();
  await act(async () => {
    hydrateRoot(page.root, <BuildTimeForm onSubmit={onSubmit} />);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(onSubmit).not.toHaveBeenCalled();
  expect(page.field('news').checked).toBe(false);
  expect(page.field('number').value).toBe('');
});

test('a form that does not ask to be held is left to the browser', () => {
  const page = buildTimePage(false);
  type(page.field('number'), 'CV-2026-0042');
  expect(page.submit().defaultPrevented).toBe(false);
});
