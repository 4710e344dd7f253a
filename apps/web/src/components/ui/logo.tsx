import { cn } from './cn';

/**
 * DebtShield's mark: a shield split in two blues with a tick, "on your side, careful, official
 * enough". Decorative wherever it appears next to the name (aria-hidden); the name is text. Colours
 * are presentation attributes, not style (CSP). The favicon (public/favicon.svg) is the same
 * drawing, simplified for 16 px, with a light edge for dark tab bars.
 */
export const LogoMark = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
    <path fill="#1e3a8a" d="M16 1.75 4.5 5.9v8.85c0 7.3 4.75 13.2 11.5 15.5 6.75-2.3 11.5-8.2 11.5-15.5V5.9z" />
    <path fill="#1e40af" d="M16 1.75 4.5 5.9v8.85c0 7.3 4.75 13.2 11.5 15.5z" />
    <path
      fill="none"
      stroke="#dbeafe"
      strokeWidth="1.25"
      strokeLinejoin="round"
      d="M16 4.6 7.3 7.75v7c0 5.75 3.55 10.5 8.7 12.55 5.15-2.05 8.7-6.8 8.7-12.55v-7z"
    />
    <path fill="none" stroke="#ffffff" strokeWidth="2.75" strokeLinecap="round" strokeLinejoin="round" d="m11 15.75 3.6 3.6 6.9-7.1" />
  </svg>
);
