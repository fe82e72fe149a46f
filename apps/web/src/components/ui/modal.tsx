import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; Radix warns without one. */
  description?: ReactNode;
  /** Visually hide the title when the content shows the name in its own way. */
  hideTitle?: boolean;
  /** Width from 769 px: forms and notices are narrow, product details wide. */
  size?: 'md' | 'lg';
  className?: string;
  children: ReactNode;
}

/**
 * Where the dialogs go: the page's body, named up front. Radix's portal, not told, renders
 * nothing on its first pass and the whole dialog again in a second, synchronous one (its
 * layout effect waits for the page to mount): on a slow phone that doubled the open's one
 * long task. The server paints no open dialog, so it names none.
 */
export const dialogLayer = (): HTMLElement | undefined =>
  typeof document === 'undefined' ? undefined : document.body;

/**
 * The shop's dialog: a bottom sheet on phones, a centred card from 769 px. Radix traps focus
 * inside and returns it to the control that opened the dialog.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  hideTitle,
  size = 'md',
  className,
  children,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={dialogLayer()}>
        {/* Covering the page, it lets the page keep its own pointer events (index.css). */}
        <Dialog.Overlay
          data-covers-page
          className="fixed inset-0 z-40 bg-gray-900/50 backdrop-blur-[1px]"
        />
        <Dialog.Content
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl',
            'md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6',
            size === 'lg' ? 'md:max-w-3xl' : 'md:max-w-lg',
            className,
          )}
        >
          <Dialog.Title className={cn('pr-10 text-lg font-bold', hideTitle && 'sr-only')}>
            {title}
          </Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-1 text-sm text-gray-600">
              {description}
            </Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-900"
          >
            <X className="size-5" aria-hidden />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
