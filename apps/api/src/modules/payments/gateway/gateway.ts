import type { PaymentStatus } from '@grofresh/contracts';
import type { PaymentRequest, PaymentResponse } from './protocol';

/**
 * The card gateway as the shop's payment flows see it. `createCardGateway` (create-gateway.ts)
 * builds it for CCAVENUE_MODE: `test` and `live` speak to CCAvenue over HTTPS, `simulator` to
 * the stand-in served by the shop itself, through the same cipher and the same wire format.
 */
export interface CardGateway {
  mode: 'simulator' | 'test' | 'live';
  accessCode: string;
  /**
   * Where the browser posts the hidden form (encRequest, access_code, command): CCAvenue's
   * page, or the stand-in's under the shop's own origin.
   */
  paymentUrl(shopOrigin: string): string;
  /** The encrypted request of the payment page. */
  encryptRequest(request: Omit<PaymentRequest, 'merchantId'>): string;
  /** Decrypts and parses a callback's `encResp`; throws CipherError when it is not ours. */
  decryptResponse(encResp: string): PaymentResponse;
  /**
   * The status API (`orderStatusTracker`) about one orderId. `null` when the gateway cannot
   * say (unknown order, or the call failed: the reason is logged).
   */
  orderStatus(orderId: string): Promise<GatewayOrderStatus | null>;
  /**
   * The refund API (`refundOrder`); a refund_ref_no already used refunds nothing twice. Throws
   * when the gateway cannot be reached (the caller retries); a refusal is `ok: false`.
   */
  refund(request: {
    trackingId: string;
    amountPaise: number;
    refundRef: string;
  }): Promise<GatewayRefundResult>;
}

export interface GatewayOrderStatus {
  /** The status API's words mapped onto the shop's: Successful/Shipped → Success, ... */
  status: PaymentStatus;
  /** The gateway's own word (Successful, Unsuccessful, Aborted, Initiated, Awaited, ...). */
  gatewayStatus: string;
  trackingId: string | null;
  bankRefNo: string | null;
  paymentMode: string | null;
  amountPaise: number | null;
}

export type GatewayRefundResult =
  { ok: true; message: string | null } | { ok: false; message: string };
