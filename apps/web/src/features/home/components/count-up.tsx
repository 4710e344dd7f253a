import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';

/** How long a counter takes to reach its figure. */
export const COUNT_UP_MS = 1200;

const NUMBER = /\d[\d,]*/;

/** The figure with its number replaced by `value` (commas kept when the figure has them). */
export const figureAt = (figure: string, value: number): string => {
  const match = NUMBER.exec(figure);
  if (!match) return figure;
  const text = match[0].includes(',') ? value.toLocaleString('en-US') : String(value);
  return figure.replace(match[0], text);
};

const targetOf = (figure: string): number | null => {
  const match = NUMBER.exec(figure);
  return match ? Number(match[0].replace(/,/g, '')) : null;
};

const canAnimate = (): boolean =>
  typeof window !== 'undefined' && typeof window.IntersectionObserver === 'function' && typeof window.requestAnimationFrame === 'function';

/**
 * A figure of the marketing copy that counts up from 0 when it scrolls into view. Screen readers
 * get the figure itself, once; the moving number is hidden from them. With reduced motion (or no
 * IntersectionObserver) the figure shows as written, without animation.
 */
export const CountUp = ({ figure, className }: { figure: string; className?: string }) => {
  const reduced = usePrefersReducedMotion();
  const target = targetOf(figure);
  const animate = !reduced && target !== null && canAnimate();
  // The figure as written until mounted: a prerendered page (and its hydration) shows it so.
  const [value, setValue] = useState<number | null>(null);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!animate || target === null) {
      setValue(null);
      return undefined;
    }
    const element = ref.current;
    if (!element) return undefined;
    setValue(0);
    let frame = 0;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min((now - started) / COUNT_UP_MS, 1);
        const eased = 1 - (1 - progress) ** 3;
        if (progress >= 1) {
          setValue(null);
          return;
        }
        setValue(Math.round(target * eased));
        frame = window.requestAnimationFrame(step);
      };
      frame = window.requestAnimationFrame(step);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.cancelAnimationFrame(frame);
    };
  }, [animate, target]);

  return (
    <span className={className}>
      <span ref={ref} aria-hidden="true" className="tabular-nums">
        {value === null ? figure : figureAt(figure, value)}
      </span>
      <span className="sr-only">{figure}</span>
    </span>
  );
};
