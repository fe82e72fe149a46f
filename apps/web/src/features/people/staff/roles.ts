import { roles, type Role } from '@grofresh/contracts';

export const ROLE_LABEL: Record<Role, string> = {
  customer: 'Shopper',
  rider: 'Rider',
  staff: 'Staff',
  admin: 'Admin',
};

/** A select's value as a role, if it is one. */
export const roleOf = (value: string): Role | undefined => roles.find((r) => r === value);
