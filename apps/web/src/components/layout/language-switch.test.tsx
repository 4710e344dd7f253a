import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { LanguageSwitch } from './language-switch';

afterEach(async () => {
  await changeLanguage('en');
});

describe('the language menu', () => {
  it('names the current language, offers each in its own words, switches and remembers', async () => {
    await changeLanguage('en');
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <LanguageSwitch />
      </I18nextProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    const spanish = await screen.findByRole('menuitemradio', { name: 'Español' });
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.click(spanish);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Idioma: Español' })).toBeInTheDocument());
    expect(i18n.language).toBe('es');
    expect(window.localStorage.getItem('language')).toBe('es');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
