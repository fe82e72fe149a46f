import type { Person, Role } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatPhone } from '@/lib/phone';
import { ROLE_LABEL } from '../roles';

interface RoleDialogProps {
  change: { person: Person; role: Role } | null;
  onClose: () => void;
  onConfirm: (person: Person, role: Role) => void;
}

const consequence: Record<Role, string> = {
  customer: 'They keep their orders and can shop, but lose the console.',
  rider: 'They see the orders given to them and the day’s milk run on their phone, and no console.',
  staff: 'They can work orders and the catalog in the console.',
  admin: 'They can also change the store settings, people and roles, and read the activity.',
};

/** A role change says whom and what before it happens. */
export function RoleDialog({ change, onClose, onConfirm }: RoleDialogProps) {
  const phone = change ? formatPhone(change.person.phone) : '';
  return (
    <Modal
      open={change !== null}
      onOpenChange={(open) => !open && onClose()}
      title={change ? `Make ${phone} ${ROLE_LABEL[change.role].toLowerCase()}?` : ''}
      description={change ? consequence[change.role] : undefined}
    >
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Keep as is
        </Button>
        <Button onClick={() => change && onConfirm(change.person, change.role)}>Change role</Button>
      </div>
    </Modal>
  );
}
