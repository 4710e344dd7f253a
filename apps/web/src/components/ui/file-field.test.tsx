import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../i18n';
import { FileField } from './file-field';

afterEach(async () => {
  await changeLanguage('en');
});

describe("FileField: a file input in the app's words, not the browser's", () => {
  it('is named by its label and its button, says which file was chosen, and hands it over', async () => {
    const onFile = vi.fn();
    render(<FileField id="f" label="Credit report file" accept=".pdf" onFile={onFile} />);
    const input = screen.getByLabelText(/Credit report file/);
    expect(input).toHaveAccessibleName('Credit report file Choose a file');
    expect(input).toHaveAccessibleDescription('No file chosen');
    await userEvent.setup().upload(input, new File(['%PDF'], 'report.pdf', { type: 'application/pdf' }));
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'report.pdf' }));
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('report.pdf');
  });

  it('speaks Spanish', async () => {
    await changeLanguage('es');
    render(<FileField id="f" label="Archivo del informe" onFile={() => undefined} />);
    expect(screen.getByLabelText(/Archivo del informe/)).toHaveAccessibleName('Archivo del informe Elegir un archivo');
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
  });
});
