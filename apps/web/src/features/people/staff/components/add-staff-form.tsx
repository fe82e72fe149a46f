import { useState, type FormEvent } from 'react';
import { UserPlus } from 'lucide-react';
import { addStaffBodySchema, staffRoles } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { digitsOnly } from '@/lib/phone';
import { useAddStaff } from '../api/people';
import { ROLE_LABEL, roleOf } from '../roles';

const select =
  'mt-1 h-11 rounded-lg border border-gray-300 bg-white px-3 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100';

/**
 * Staff added by phone number, before they ever sign in: the role waits for their first
 * sign-in, and an admin can take it back on the list until then.
 */
export function AddStaffForm() {
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<'staff' | 'admin'>('staff');
  const [problem, setProblem] = useState<string | undefined>();
  const add = useAddStaff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = addStaffBodySchema.safeParse({ phone, role });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message);
    setProblem(undefined);
    add.mutate(checked.data, {
      onSuccess: () => setPhone(''),
      onError: (error) =>
        setProblem(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-staff-title"
      className="rounded-2xl border border-gray-200 bg-white p-4"
    >
      <h2 id="add-staff-title" className="font-bold">
        Add staff by phone number
      </h2>
      <p className="mb-2 text-sm text-gray-600">
        They get the role when they first sign in with this number. Until then you can take it back
        below.
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          className="min-w-0 flex-1"
          label="Phone number"
          inputMode="numeric"
          autoComplete="off"
          value={phone}
          error={problem}
          onChange={(e) => setPhone(digitsOnly(e.target.value, 10))}
        />
        <label className="text-sm font-semibold text-gray-800">
          Role
          <select
            className={`${select} block`}
            value={role}
            onChange={(e) => {
              const next = roleOf(e.target.value);
              if (next === 'staff' || next === 'admin') setRole(next);
            }}
          >
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" className="mt-6" disabled={add.isPending}>
          <UserPlus className="size-4" aria-hidden />
          Add
        </Button>
      </div>
    </form>
  );
}
