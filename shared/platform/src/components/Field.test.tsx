import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n';
import { PlatformProvider } from '../PlatformProvider';
import { Field } from './Field';

describe('Field', () => {
  it("loads the validation messages with the schemas when a field shows an untranslated key, and shows its error translated once they are there", async () => {
    // no page loads them at its start (issue 29)
    expect(i18n.hasResourceBundle('de', 'validation')).toBe(false);
    render(
      <Field label="Vorname" error={{ message: 'validation.required' }}>
        <input />
      </Field>,
      { wrapper: PlatformProvider },
    );
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    expect(screen.queryByText('validation.required')).not.toBeInTheDocument();
  });
});
