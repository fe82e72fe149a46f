import { AlertDialog } from 'radix-ui';
import { toast } from 'sonner';
import type { Address } from '@grofresh/contracts';
import { Button, buttonClass } from '@/components/ui/button';
import { dialogLayer } from '@/components/ui/modal';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useDeleteAddress } from '../api/addresses';
import { addressName } from '../address-text';
import { ADDRESS_MESSAGES } from '../messages';

interface DeleteAddressDialogProps {
  /** The address to confirm; null keeps the dialog closed. */
  address: Address | null;
  onClose: () => void;
}

/**
 * The delete confirmation (docs/product/screens.md#my-account): it names the address before
 * anything is deleted.
 */
export function DeleteAddressDialog({ address, onClose }: DeleteAddressDialogProps) {
  const remove = useDeleteAddress();
  const confirm = () => {
    if (!address) return;
    remove.mutate(address._id, {
      onSuccess: () => {
        toast.success(ADDRESS_MESSAGES.deleted);
        onClose();
      },
      // The dialog stays open, so trying again is one tap.
      onError: () => toast.error(SOMETHING_WENT_WRONG),
    });
  };
  return (
    <AlertDialog.Root open={address !== null} onOpenChange={(next) => !next && onClose()}>
      <AlertDialog.Portal container={dialogLayer()}>
        <AlertDialog.Overlay data-covers-page className="fixed inset-0 z-40 bg-gray-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">
            {ADDRESS_MESSAGES.deleteTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-700">
            Delete your <strong>{address && addressName(address)}</strong>? It will no longer be
            offered at checkout.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonClass('ghost', 'md')}>Cancel</AlertDialog.Cancel>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              Delete
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
