import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';
export type ToastInput = { title: string; description?: string; tone?: ToastTone };
type ToastEntry = ToastInput & { id: number; open: boolean };

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

const TONE: Record<ToastTone, { box: string; Icon: typeof Info }> = {
  info: { box: 'border-info bg-info-subtle', Icon: Info },
  success: { box: 'border-success bg-success-subtle', Icon: CircleCheck },
  warning: { box: 'border-warning bg-warning-subtle', Icon: TriangleAlert },
  danger: { box: 'border-danger bg-danger-subtle', Icon: CircleAlert },
};
const ICON_COLOUR: Record<ToastTone, string> = { info: 'text-info', success: 'text-success', warning: 'text-warning', danger: 'text-danger' };

/**
 * Toasts (Radix Toast): a short confirmation of something that just happened ("Link copied"),
 * announced politely, gone after 6 s (kept while hovered or focused; F8 jumps to them). Never the
 * only place of an error, a deadline or anything a person must act on: those stay on the page.
 * Mount around the view that uses toasts (not in AppProviders: its code would then be in every
 * page's first download); call `useToast()(…)` anywhere below it.
 */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const show = useCallback((toast: ToastInput) => setToasts((list) => [...list, { ...toast, id: Date.now() + Math.random(), open: true }]), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider duration={6000} label={t('ui.toast.label')}>
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info' }) => {
          const { box, Icon } = TONE[tone];
          return (
            <RadixToast.Root
              key={id}
              open={open}
              type={tone === 'danger' ? 'foreground' : 'background'}
              onOpenChange={(next) => {
                if (!next) setToasts((list) => list.filter((entry) => entry.id !== id));
              }}
              className={cn('flex items-start gap-3 rounded-card border-l-4 p-4 text-foreground shadow-overlay animate-slide-in-up', box)}
            >
              <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', ICON_COLOUR[tone])} />
              <div className="flex-1 space-y-1">
                <RadixToast.Title className="font-semibold">{title}</RadixToast.Title>
                {description ? <RadixToast.Description className="text-caption">{description}</RadixToast.Description> : null}
              </div>
              <RadixToast.Close
                aria-label={t('ui.toast.close')}
                className="-m-2 inline-flex size-touch shrink-0 items-center justify-center rounded-control hover:bg-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </RadixToast.Close>
            </RadixToast.Root>
          );
        })}
        <RadixToast.Viewport
          label={t('ui.toast.region')}
          className="fixed inset-x-0 bottom-0 z-50 m-0 flex list-none flex-col gap-2 p-4 sm:left-auto sm:right-0 sm:w-96"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
};

/** Shows a toast: `const toast = useToast(); toast({ title: t('…'), tone: 'success' })`. */
export const useToast = (): ((toast: ToastInput) => void) => {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
};
