import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { LOCAL_KEYS } from '../../lib/storage-keys';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the language toggle', () => {
  it('offers the other language in its own words, switches to it, remembers it, and offers the way back', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    const toSpanish = screen.getByRole('button', { name: 'Español' });
    expect(toSpanish).toHaveAttribute('lang', 'es');
    await user.click(toSpanish);
    await waitFor(() => expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en'));
    expect(i18n.language).toBe('es');
    expect(window.localStorage.getItem(LOCAL_KEYS.language)).toBe('es');
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(i18n.language).toBe('en'));
  });
});
