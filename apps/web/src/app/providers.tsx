import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '@grofresh/contracts';
import { createQueryClient } from './query-client';

/** Server state and toasts (SPEC 2 Global: 3 s, paused while hovered, with a close button). */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
      />
    </QueryClientProvider>
  );
}
