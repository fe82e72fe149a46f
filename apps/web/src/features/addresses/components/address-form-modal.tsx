import { toast } from 'sonner';
import type { Address, AddressInput } from '@grofresh/contracts';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSaveAddress } from '../api/addresses';
import { ADDRESS_MESSAGES } from '../messages';
import { AddressForm } from './address-form';

interface AddressFormModalProps {
  open: boolean;
  /** Editing when given, adding otherwise (docs/product/records.md#address). */
  address?: Address;
  onClose: () => void;
  /** After the toast, with the address as the server saved it. */
  onSaved?: (address: Address) => void;
}

/** The add/edit address modal: saves, says so, and closes; a failure keeps what was typed. */
export function AddressFormModal({ open, address, onClose, onSaved }: AddressFormModalProps) {
  const save = useSaveAddress();
  const ownPhone = useSession((s) => s.session?.user.phone) ?? '';
  const initial: AddressInput = address
    ? { ...address }
    : {
        type: 'HOME',
        flat: '',
        floor: '',
        locality: '',
        landmark: '',
        city: '',
        zip: '',
        name: '',
        phone: ownPhone,
        location: null,
      };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={address ? 'Edit address' : 'Add address'}
      description="Where should we deliver your order?"
    >
      <AddressForm
        initial={initial}
        saving={save.isPending}
        onSave={(input) =>
          save.mutate(
            { id: address?._id, input },
            {
              onSuccess: (saved) => {
                toast.success(ADDRESS_MESSAGES.saved, {
                  description: saved.address.deliverable
                    ? ADDRESS_MESSAGES.delivers
                    : ADDRESS_MESSAGES.notDelivered,
                });
                onClose();
                onSaved?.(saved.address);
              },
              onError: (error) =>
                toast.error(ADDRESS_MESSAGES.saveFailed, {
                  description: error instanceof ApiError ? error.message : undefined,
                }),
            },
          )
        }
      />
    </Modal>
  );
}
