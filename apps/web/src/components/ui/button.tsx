import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
};

export const buttonClasses = (variant: ButtonVariant = 'primary', className?: string): string => cn(base, variants[variant], className);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant };

export const Button = ({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) => (
  <button type={type} className={buttonClasses(variant, className)} {...props} />
);

export type ButtonLinkProps = LinkProps & { variant?: ButtonVariant };

/** A link that looks like a button (navigation stays a link for assistive technology). */
export const ButtonLink = ({ variant = 'primary', className, ...props }: ButtonLinkProps) => <Link className={buttonClasses(variant, className)} {...props} />;
