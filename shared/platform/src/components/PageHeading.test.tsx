import { render } from '@testing-library/react';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import { PlatformProvider } from '../PlatformProvider';
import { PageHeading } from './PageHeading';

function Page({ own }: { own?: string }) {
  useDocumentTitle(own ?? null);
  return <PageHeading title="Calendar" />;
}

describe('PageHeading', () => {
  beforeEach(() => {
    document.title = 'ChargeValet – landing';
  });

  it("names the tab after a page's h1, and gives the old title back when the page goes", () => {
    const { unmount } = render(<Page />, { wrapper: PlatformProvider });
    expect(document.title).toBe('Calendar – ChargeValet');
    unmount();
    expect(document.title).toBe('ChargeValet – landing');
  });

  it("leaves the tab to a page's own title, and to nothing for an h2 or a non-text heading", () => {
    render(<Page own="Order CV-1 – ChargeValet" />, { wrapper: PlatformProvider });
    expect(document.title).toBe('Order CV-1 – ChargeValet');
    document.title = 'x';
    render(<PageHeading as="h2" title="Section" />, { wrapper: PlatformProvider });
    render(<PageHeading title={<span>Rich</span>} />, { wrapper: PlatformProvider });
    expect(document.title).toBe('x');
  });
});
