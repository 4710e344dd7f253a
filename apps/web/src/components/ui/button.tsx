import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

// Every variant has a border (transparent where the fill shows the edge) so the button keeps its
// outline in forced-colours mode, where fills are dropped.
const base =
  'inline-flex min-h-touch items-center justify-center gap-2 rounded-control border px-5 py-2.5 text-body font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'border-transparent bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'border-primary bg-surface text-primary hover:bg-primary-subtle',
  ghost: 'border-transparent text-primary hover:bg-primary-subtle',
  danger: 'border-transparent bg-danger text-danger-foreground hover:bg-danger-hover',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string): string => cn(base, variants[variant], className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const Button = ({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={buttonClasses(variant, className)} {...props} />
);

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

/** A link that looks like a button (navigation stays a link for assistive technology). */
export const ButtonLink = ({ variant = 'primary', className, ...props }: ButtonLinkProps) => <Link className={buttonClasses(variant, className)} {...props} />;
