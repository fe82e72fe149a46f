import { ADDRESS_LIMIT_MESSAGE, type Address } from '@grofresh/contracts';
import { failure, stubApi, type StubRequest } from '@/test/api-stub';

export const home: Address = {
  _id: 'addr-1',
  type: 'HOME',
  flat: 'Flat 12, Lotus Apartments',
  floor: '2',
  locality: 'Indiranagar',
  landmark: 'Metro station',
  city: 'Bengaluru',
  zip: '560038',
  name: 'Asha Rao',
  phone: '9876543210',
};

const idIn = (req: StubRequest) => req.path.split('/').pop() ?? '';

/**
 * The addresses API with its list kept in memory, as the server would: create, update and
 * delete change what the next GET returns. `failing` makes saving or deleting fail instead;
 * `full` answers a new address as the server does for a shopper who has 20 already.
 */
export function addressesApi(
  initial: Address[],
  failing: 'save' | 'delete' | 'full' | null = null,
) {
  let list = [...initial];
  const save = (req: StubRequest, id: string) => {
    const body = req.body as Omit<Address, '_id'>;
    // The demo store's area in short: a Mumbai pincode (4…) is outside it.
    const address = { ...body, _id: id, deliverable: !body.zip.startsWith('4') };
    list = [...list.filter((a) => a._id !== id), address];
    return { address };
  };
  return stubApi({
    'GET /api/addresses': () => ({ body: { addresses: list, nextCursor: null } }),
    'POST /api/addresses/create': (req) =>
      failing === 'save'
        ? failure(400, 'The server refused this address')
        : failing === 'full'
          ? { status: 409, body: { code: 'CONFLICT', message: ADDRESS_LIMIT_MESSAGE } }
          : { status: 201, body: save(req, `addr-${list.length + 1}`) },
    'PUT /api/addresses/update/*': (req) =>
      failing === 'save' ? failure(500, 'Oops') : { body: save(req, idIn(req)) },
    'DELETE /api/addresses/delete/*': (req) => {
      if (failing === 'delete') return failure(500, 'Oops');
      list = list.filter((a) => a._id !== idIn(req));
      return { body: { message: 'gone' } };
    },
  });
}
