import { STORE_TIME_ZONE, toRupees } from '@grofresh/contracts';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { decrypt, encrypt } from '../../modules/payments/gateway/cipher';
import { encodeParams, paiseOfGatewayAmount } from '../../modules/payments/gateway/protocol';
import { findTransaction, refundTransaction, type SimulatorTransaction } from './simulator-books';

/**
 * The stand-in of CCAvenue's API (`/apis/servlet/DoWebTrans`): a form with `enc_request`
 * (encrypted JSON), `access_code`, `command`, `request_type`, `response_type` and `version`,
 * answered `status=0&enc_response=<encrypted JSON>`, or `status=1&enc_response=<reason>` when
 * the call itself is refused. Commands: `orderStatusTracker` and `refundOrder`.
 */

export interface SimulatorDeps {
  db: DbOrTx;
  clock: Clock;
  credentials: Config['ccavenue'];
}

const storeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: STORE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (at: Date) =>
  Object.fromEntries(storeParts.formatToParts(at).map((p) => [p.type, p.value]));

/** The payment response's `trans_date`: dd/mm/yyyy HH:MM:SS, store time. */
export function transDate(at: Date): string {
  const p = partsOf(at);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`;
}

/** The status API's date-times: yyyy-mm-dd HH:MM:SS.mmm, store time. */
function apiDateTime(at: Date): string {
  const p = partsOf(at);
  const ms = String(at.getUTCMilliseconds()).padStart(3, '0');
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}.${ms}`;
}

/** A JSON value the gateway takes as text (order numbers may come as numbers). */
const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** Whether the shopper reached the card step (the page's Pay or Fail). */
const paidByCard = (row: SimulatorTransaction) =>
  row.orderStatus === 'Successful' ||
  row.orderStatus === 'Unsuccessful' ||
  row.orderStatus === 'Refunded';

async function orderStatusTracker(deps: SimulatorDeps, body: Record<string, unknown>) {
  const orderNo = textOf(body.order_no);
  const referenceNo = textOf(body.reference_no);
  const row = orderNo
    ? await findTransaction(deps.db, { orderId: orderNo })
    : referenceNo
      ? await findTransaction(deps.db, { trackingId: referenceNo })
      : undefined;
  if (!row) return { status: 1, error_desc: 'No records found', error_code: '51313' };
  const card = paidByCard(row);
  return {
    status: 0,
    order_no: row.orderId,
    order_status: row.orderStatus,
    reference_no: row.trackingId,
    order_bank_ref_no: card ? row.bankRefNo : '',
    order_amt: toRupees(row.amountPaise),
    order_currncy: 'INR',
    order_option_type: card ? 'OPTCRDC' : '',
    order_card_name: card ? 'Visa' : '',
    order_date_time: apiDateTime(row.createdAt),
    order_status_date_time: apiDateTime(row.updatedAt),
  };
}

async function refundOrder(deps: SimulatorDeps, body: Record<string, unknown>) {
  const refusal = (reason: string, errorCode: string) => ({
    Refund_Order_Result: { refund_status: 1, reason, error_code: errorCode },
  });
  const trackingId = textOf(body.reference_no);
  const refundRef = textOf(body.refund_ref_no);
  const amountPaise = paiseOfGatewayAmount(textOf(body.refund_amount));
  if (!trackingId) return refusal('No records found', '51313');
  if (!refundRef) return refusal('Refund reference number is required', '51423');
  if (amountPaise === null || amountPaise <= 0) return refusal('Invalid refund amount', '51422');
  const outcome = await refundTransaction(deps.db, deps.clock.now(), {
    trackingId,
    amountPaise,
    refundRef,
  });
  return outcome.ok
    ? { Refund_Order_Result: { refund_status: 0, reason: outcome.reason, error_code: '' } }
    : refusal(outcome.reason, outcome.errorCode);
}

const commands = { orderStatusTracker, refundOrder } as const;

/** One call of the API, as DoWebTrans answers it (plain text). */
export async function answerApi(
  deps: SimulatorDeps,
  form: Record<string, string | undefined>,
): Promise<string> {
  const refuse = (reason: string) => encodeParams({ status: '1', enc_response: reason });
  const { workingKey, accessCode } = deps.credentials;
  if (form.access_code !== accessCode) return refuse('Access_code: Invalid Parameter');
  const command = form.command ?? '';
  if (!Object.hasOwn(commands, command)) return refuse('Command: Invalid Parameter');
  if (form.request_type?.toUpperCase() !== 'JSON' || form.response_type?.toUpperCase() !== 'JSON')
    return refuse('Request_type/Response_type: only JSON is served by the simulator');
  let body: unknown;
  try {
    body = JSON.parse(decrypt(form.enc_request ?? '', workingKey));
  } catch {
    return refuse('Enc_request: Invalid Parameter');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return refuse('Enc_request: Invalid Parameter');
  const result = await commands[command as keyof typeof commands](
    deps,
    body as Record<string, unknown>,
  );
  return encodeParams({ status: '0', enc_response: encrypt(JSON.stringify(result), workingKey) });
}
