import type { Address, AddressFields, PageQuery, SavedAddress } from '@grofresh/contracts';
import type { Db } from '../../db/database';
import {
  createAddress,
  listAddresses,
  updateAddress,
} from '../../modules/addresses/addresses.service';
import { deliverableEach } from '../../modules/store/serviceable';

/**
 * The address book's answers, each address with whether the store delivers there
 * (docs/product/rules.md#delivery-area), so checkout offers Home Delivery only where it goes.
 */
async function withDeliverable(db: Db, addresses: Address[]): Promise<SavedAddress[]> {
  const deliverable = await deliverableEach(db, addresses);
  return addresses.map((address, i) => ({ ...address, deliverable: deliverable[i]! }));
}

export async function createSavedAddress(
  db: Db,
  userId: string,
  fields: AddressFields,
  now: Date,
): Promise<SavedAddress> {
  const [saved] = await withDeliverable(db, [await createAddress(db, userId, fields, now)]);
  return saved!;
}

export async function listSavedAddresses(db: Db, userId: string, query: PageQuery) {
  const page = await listAddresses(db, userId, query);
  return { addresses: await withDeliverable(db, page.addresses), nextCursor: page.nextCursor };
}

export async function updateSavedAddress(
  db: Db,
  request: { userId: string; id: string; fields: AddressFields; now: Date },
): Promise<SavedAddress> {
  const { userId, id, fields, now } = request;
  const [saved] = await withDeliverable(db, [await updateAddress(db, userId, id, fields, now)]);
  return saved!;
}
