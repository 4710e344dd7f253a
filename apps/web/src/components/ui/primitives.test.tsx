import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../../i18n';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';
import { AccessibleDialog } from './accessible-dialog';
import { Dialog, Sheet } from './dialog';
import { EmptyState } from './empty-state';
import { LogoMark } from './logo';
import { LoadingSkeleton } from './skeleton';
import { DropdownMenu, DropdownMenuContent, DropdownMenuRadioGroup, DropdownMenuRadioItem, DropdownMenuTrigger } from './dropdown-menu';
import { Progress } from './progress';
import { Select } from './select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';
import { ToastProvider, useToast } from './toast';
import { Tooltip, TooltipProvider } from './tooltip';

// jsdom lacks what Radix's popper and select measure with; these stand-ins do nothing.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

const withI18n = (ui: React.ReactElement) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

const DialogHarness = ({ kind }: { kind: 'dialog' | 'sheet' | 'legacy' }) => {
  const [open, setOpen] = useState(false);
  const Surface = kind === 'dialog' ? Dialog : kind === 'sheet' ? Sheet : AccessibleDialog;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Surface
        open={open}
        onClose={() => setOpen(false)}
        title="Pick a plan"
        closeLabel="Close"
        description={kind === 'dialog' ? 'Any plan can be cancelled.' : undefined}
      >
        <label>
          Email <input type="email" />
        </label>
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Surface>
    </>
  );
};

describe('Dialog, Sheet and AccessibleDialog (Radix dialog)', () => {
  for (const kind of ['dialog', 'sheet', 'legacy'] as const) {
    it(`${kind}: named by its title, focus on the first control, Escape closes and focus returns to the opener`, async () => {
      const user = userEvent.setup();
      render(<DialogHarness kind={kind} />);
      const opener = screen.getByRole('button', { name: 'Open it' });
      await user.click(opener);
      const dialog = screen.getByRole('dialog', { name: 'Pick a plan' });
      expect(within(dialog).getByLabelText('Email')).toHaveFocus();
      // The page behind is hidden from assistive technology.
      expect(opener.closest('[aria-hidden="true"]')).not.toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(opener).toHaveFocus();
    });
  }

  it('traps Tab inside and closes with its own buttons', async () => {
    const user = userEvent.setup();
    render(<DialogHarness kind="dialog" />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Any plan can be cancelled.');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });
});

describe('Tabs', () => {
  it('shows one panel at a time and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="a">
        <TabsList aria-label="Views">
          <TabsTrigger value="a">Findings</TabsTrigger>
          <TabsTrigger value="b">Letter</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Findings panel</TabsContent>
        <TabsContent value="b">Letter panel</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Findings' })).toHaveTextContent('Findings panel');
    await user.click(screen.getByRole('tab', { name: 'Findings' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Letter' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Letter' })).toHaveTextContent('Letter panel');
    expect(screen.queryByText('Findings panel')).not.toBeInTheDocument();
  });
});

describe('DropdownMenu', () => {
  const Languages = () => {
    const [value, setValue] = useState('en');
    return (
      <>
        <p>Chosen: {value}</p>
        <DropdownMenu>
          <DropdownMenuTrigger>Language</DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuRadioGroup value={value} onValueChange={setValue}>
              <DropdownMenuRadioItem value="en">English</DropdownMenuRadioItem>
              <DropdownMenuRadioItem value="es">Español</DropdownMenuRadioItem>
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
      </>
    );
  };

  it('opens from its button, marks the current choice, picks with the keyboard and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Languages />);
    const trigger = screen.getByRole('button', { name: 'Language' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByText('Chosen: es')).toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

describe('Tooltip', () => {
  it('describes its control on keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider>
        <Tooltip content="Saved in your browser only">
          <button type="button">Save</button>
        </Tooltip>
      </TooltipProvider>,
    );
    await user.tab();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Saved in your browser only');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAccessibleDescription('Saved in your browser only');
  });
});

describe('Toast', () => {
  const Copy = () => {
    const toast = useToast();
    return (
      <button type="button" onClick={() => toast({ title: 'Link copied', tone: 'success' })}>
        Copy
      </button>
    );
  };

  it('shows a translated, dismissible confirmation', async () => {
    await changeLanguage('es');
    const user = userEvent.setup();
    withI18n(
      <ToastProvider>
        <Copy />
      </ToastProvider>,
    );
    expect(screen.getByRole('region', { name: /^Notificaciones \(F8\)$/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const toast = await screen.findByRole('listitem');
    expect(toast).toHaveTextContent('Link copied');
    await user.click(within(toast).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByText('Link copied', { selector: 'li *' })).not.toBeInTheDocument());
    await changeLanguage('en');
  });

  it('refuses to be used without its provider', () => {
    const Lonely = () => {
      useToast();
      return null;
    };
    expect(() => withI18n(<Lonely />)).toThrow('useToast needs a ToastProvider');
  });
});

describe('Select (Radix)', () => {
  it('is named by its label and picks an option', async () => {
    const user = userEvent.setup();
    const Harness = () => {
      const [value, setValue] = useState('mail');
      return (
        <Select
          label="How it arrived"
          value={value}
          onValueChange={setValue}
          options={[
            { value: 'mail', label: 'By mail' },
            { value: 'email', label: 'By email' },
          ]}
        />
      );
    };
    render(<Harness />);
    const trigger = screen.getByRole('combobox', { name: 'How it arrived' });
    expect(trigger).toHaveTextContent('By mail');
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'By email' }));
    expect(screen.getByRole('combobox', { name: 'How it arrived' })).toHaveTextContent('By email');
  });
});

describe('Accordion', () => {
  it('opens a section under its heading button', async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="multiple">
        <AccordionItem value="one">
          <AccordionTrigger level={2}>What does it check?</AccordionTrigger>
          <AccordionContent>Letters from collectors.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const button = within(screen.getByRole('heading', { level: 2 })).getByRole('button', { name: 'What does it check?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Letters from collectors.')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Letters from collectors.')).toBeVisible();
  });
});

describe('Progress', () => {
  it('is a named progressbar with its value, kept within its range', () => {
    const { rerender } = render(<Progress label="Upload progress" value={45} max={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    rerender(<Progress label="Upload progress" value={140} max={100} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    rerender(<Progress label="Preparing photos" value={0} max={0} />);
    expect(screen.getByRole('progressbar', { name: 'Preparing photos' })).toHaveAttribute('aria-valuemax', '1');
  });
});

describe('Progress while the amount is unknown', () => {
  it('is indeterminate: no value announced', () => {
    render(<Progress label="Upload progress" value={null} max={100} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('data-state', 'indeterminate');
  });
});

describe('EmptyState, LoadingSkeleton and the logo mark', () => {
  it('says what is empty and offers the next step', () => {
    render(<EmptyState title="No letter checked yet." description="Your checks appear here." headingLevel={3} action={<a href="/upload">Check a letter</a>} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No letter checked yet.' })).toBeInTheDocument();
    expect(screen.getByText('Your checks appear here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Check a letter' })).toHaveAttribute('href', '/upload');
  });

  it('announces loading in words (translated) and hides the placeholder shapes', async () => {
    await changeLanguage('es');
    const { container } = withI18n(<LoadingSkeleton rows={2} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const shapes = container.querySelectorAll('.animate-pulse-soft');
    expect(shapes).toHaveLength(6);
    for (const shape of shapes) expect(shape).toHaveAttribute('aria-hidden', 'true');
    await changeLanguage('en');
  });

  it('keeps the logo mark out of the accessibility tree', () => {
    const { container } = render(
      <a href="/">
        <LogoMark />
        DebtShield
      </a>,
    );
    expect(screen.getByRole('link', { name: 'DebtShield' })).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
