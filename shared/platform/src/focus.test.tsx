import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Link, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { AppDialog } from './components/AppDialog';
import { RouteFocus } from './components/RouteFocus';
import { PlatformProvider } from './PlatformProvider';
import { announce, focusPageHeading, focusWhenSettled, liveAnnouncer } from './focus';

afterEach(() => {
  document.body.innerHTML = '';
});

function element(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box;
}

describe('focusWhenSettled', () => {
  it('waits until the target is in the page, then focuses it (a heading gets tabindex -1)', async () => {
    const page = element('<p>old</p>');
    focusWhenSettled(() => page.querySelector('h2'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.activeElement).toBe(document.body);
    page.innerHTML = '<h2>Saved record</h2>';
    await waitFor(() => expect(page.querySelector('h2')).toHaveFocus());
    expect(page.querySelector('h2')).toHaveAttribute('tabindex', '-1');
  });

  it('waits while a modal around something else is open (it hands focus back first), not for one around the target', async () => {
    const page = element('<h1>Page</h1><div aria-modal="true" role="dialog"><button>Yes</button><div role="status">Done</div></div>');
    const dialog = page.querySelector<HTMLElement>('[role=dialog]')!;
    focusWhenSettled(() => page.querySelector('h1'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(document.body);
    dialog.remove();
    await waitFor(() => expect(page.querySelector('h1')).toHaveFocus());

    page.append(dialog);
    focusWhenSettled(() => dialog.querySelector('[role=status]'));
    await waitFor(() => expect(dialog.querySelector('[role=status]')).toHaveFocus());
  });

  it('a key press or a click meanwhile leaves focus alone; cancel stops it; onlyIfLost keeps focus the user put elsewhere', async () => {
    const page = element('<h1>Page</h1><button>Other</button>');
    const heading = page.querySelector('h1')!;
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    focusWhenSettled(() => heading);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    modal.remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(document.body);

    focusWhenSettled(() => heading)();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(document.body);

    page.querySelector('button')!.focus();
    focusPageHeading();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(page.querySelector('button')).toHaveFocus();
    page.querySelector('button')!.blur();
    focusPageHeading();
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

describe('announce', () => {
  it("speaks through one polite region, a direct child of <body> (outside a modal's aria-hidden), there before the text", async () => {
    const region = liveAnnouncer();
    expect(region.parentElement).toBe(document.body);
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveAttribute('role', 'status');
    expect(region).toBeEmptyDOMElement();
    announce('Saved');
    expect(liveAnnouncer()).toBe(region);
    await waitFor(() => expect(region).toHaveTextContent('Saved'));
  });
});

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/b">to b</Link>
      <Link to="/a">to a</Link>
    </main>
  );
}

function Redirecting() {
  const navigate = useNavigate();
  return (
    <main>
      <h1>C</h1>
      <button onClick={() => navigate('/a', { replace: true })}>replace</button>
    </main>
  );
}

function renderRoutes(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RouteFocus />
      <Routes>
        <Route path="/" element={<Navigate to="/a" replace />} />
        <Route path="/a" element={<Page title="A" />} />
        <Route path="/b" element={<Page title="B" />} />
        <Route path="/c" element={<Redirecting />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RouteFocus', () => {
  it('leaves the first page (and the redirects to it) alone; a followed link puts focus on the new h1 and announces the title', async () => {
    renderRoutes('/');
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(document.activeElement).toBe(document.body);
    expect(document.getElementById('cv-live-announcer')).toBeEmptyDOMElement();

    document.title = 'B – ChargeValet';
    const link = screen.getByRole('link', { name: 'to b' });
    await userEvent.click(link);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'B' })).toHaveFocus());
    await waitFor(() => expect(document.getElementById('cv-live-announcer')).toHaveTextContent('B – ChargeValet'));
  });

  it('a redirect the user did not follow (replace) moves focus only when it was lost', async () => {
    renderRoutes('/c');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'replace' }));
    // The button went with the page: focus on the new h1.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'A' })).toHaveFocus());
    act(() => screen.getByRole('link', { name: 'to b' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'B' })).toHaveFocus());
  });
});

describe('AppDialog', () => {
  function Page() {
    const [open, setOpen] = useState(true);
    return (
      <main>
        <h1>Order</h1>
        <AppDialog open={open} onClose={() => setOpen(false)} title="Change status?">
          <button onClick={() => setOpen(false)}>Yes, change</button>
        </AppDialog>
      </main>
    );
  }

  it('a dialog with no opener left (it opened by itself, or its opener went) gives focus to the page\'s h1, not <body>', async () => {
    render(
      <PlatformProvider>
        <Page />
      </PlatformProvider>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Change status?' });
    await userEvent.click(screen.getByRole('button', { name: 'Yes, change' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toHaveFocus());
  });
});
