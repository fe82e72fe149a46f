import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { assignedToSchema, type DeliveryPerson, type StaffOrder } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { formatPhone, phoneDigits } from '@/lib/phone';
import { useDeliveryPeople } from '../api/staff-orders';

interface AcceptDialogProps {
  order: StaffOrder | null;
  onClose: () => void;
  onAccept: (order: StaffOrder, person: DeliveryPerson) => void;
}

/**
 * Accepting a delivery order names who takes it: one click on someone sent before, or a new
 * name and number (remembered for next time).
 */
export function AcceptDialog({ order, onClose, onAccept }: AcceptDialogProps) {
  const people = useDeliveryPeople();
  const form = useForm<DeliveryPerson>({
    resolver: zodResolver(assignedToSchema),
    defaultValues: { name: '', phone: '' },
  });
  const accept = (person: DeliveryPerson) => {
    if (!order) return;
    onAccept(order, person);
    form.reset();
  };
  const { errors } = form.formState;
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Accept ${order?.orderId ?? ''}`}
      description="Who delivers it? The shopper gets their name and number by SMS."
    >
      {(people.data?.length ?? 0) > 0 && (
        <ul aria-label="Delivery people" className="mt-4 grid gap-2 sm:grid-cols-2">
          {people.data!.map((person) => (
            <li key={person.phone}>
              <button
                type="button"
                onClick={() => accept(person)}
                className="flex w-full items-center gap-3 rounded-xl border border-gray-200 p-3 text-left hover:border-brand-600 hover:bg-brand-50"
              >
                <UserRound className="size-5 shrink-0 text-brand-700" aria-hidden />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{person.name}</span>
                  <span className="tabular block text-sm text-gray-600">
                    {formatPhone(person.phone)}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={form.handleSubmit(accept)} noValidate className="mt-5 space-y-3">
        <p className="text-sm font-semibold text-gray-800">Someone new</p>
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Mobile number"
          inputMode="numeric"
          autoComplete="off"
          error={errors.phone?.message}
          {...form.register('phone', { setValueAs: (v: string) => phoneDigits(v) })}
        />
        <Button type="submit" size="lg" className="w-full">
          Accept with this person
        </Button>
      </form>
    </Modal>
  );
}
