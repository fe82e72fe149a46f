import { PHONE_PREFIX } from '@grofresh/contracts';
import { ProviderError, providerFailure, redactedChain } from './provider-error';

/**
 * Text messages to a shopper's mobile: one-time codes at sign-in, and order news (accepted,
 * delivered, cancelled). One provider behind it, chosen by OTP_PROVIDER.
 */
export interface SmsSender {
  sendOtp(phone: string, code: string): Promise<void>;
  sendText(phone: string, text: string): Promise<void>;
}

export interface SmsLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Development: messages go to the server log instead of a phone. */
export const consoleSender = (log: SmsLogger): SmsSender => ({
  async sendOtp(phone, code) {
    log.info({ phone: `${PHONE_PREFIX}${phone}` }, `OTP for ${PHONE_PREFIX}${phone}: ${code}`);
  },
  async sendText(phone, text) {
    log.info({ phone: `${PHONE_PREFIX}${phone}` }, `SMS to ${PHONE_PREFIX}${phone}: ${text}`);
  },
});

export interface TwoFactorOptions {
  apiKey: string;
  template: string | undefined;
  /** The DLT-registered sender id (header) for transactional messages. */
  senderId: string | undefined;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: SmsLogger;
}

interface TwoFactorAnswer {
  Status?: string;
  Details?: string;
}

/**
 * 2Factor.in's documented calls, each answering JSON `{ "Status": "Success" | "Error",
 * "Details": string }`:
 * - OTP: GET {base}/API/V1/{api_key}/SMS/{phone_number}/{otp}[/{template_name}]
 * - transactional SMS: POST {base}/API/R1/ with the form fields module=TRANS_SMS, apikey, to,
 *   from (the sender id) and msg (text matching a DLT-registered template).
 */
export function twoFactorSender(options: TwoFactorOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const base = options.baseUrl.replace(/\/$/, '');
  const provider = '2factor';
  /** One call; a failure is a ProviderError with no key or code in it, and is logged. */
  const call = async (
    operation: 'send-otp' | 'send-text',
    phone: string,
    request: { url: string; init?: RequestInit; secrets: string[] },
  ) => {
    try {
      let res: Response;
      try {
        res = await doFetch(request.url, {
          ...request.init,
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (cause) {
        throw new ProviderError(
          { provider, operation, reason: 'could not be reached' },
          { cause: redactedChain(cause, request.secrets) },
        );
      }
      const body = (await res.json().catch(() => ({}))) as TwoFactorAnswer;
      if (!res.ok || body.Status !== 'Success') {
        const details = (body.Details ?? '').split(options.apiKey).join('[redacted]');
        throw new ProviderError({
          provider,
          operation,
          status: res.status,
          reason: `2Factor refused the SMS: ${res.status} ${details}`.trim(),
        });
      }
    } catch (err) {
      options.log?.error(
        { ...providerFailure(err, { provider, operation }), phone: maskedPhone(phone) },
        'SMS provider call failed',
      );
      throw err;
    }
  };
  return {
    async sendOtp(phone, code) {
      const parts = [
        'API',
        'V1',
        options.apiKey,
        'SMS',
        `91${phone}`,
        code,
        ...(options.template ? [options.template] : []),
      ].map(encodeURIComponent);
      await call('send-otp', phone, {
        url: `${base}/${parts.join('/')}`,
        secrets: [options.apiKey, encodeURIComponent(options.apiKey), code],
      });
    },
    async sendText(phone, text) {
      if (!options.senderId) {
        options.log?.warn({ phone }, 'SMS not sent: set TWOFACTOR_SENDER_ID to send order news');
        return;
      }
      await call('send-text', phone, {
        url: `${base}/API/R1/`,
        init: {
          method: 'POST',
          body: new URLSearchParams({
            module: 'TRANS_SMS',
            apikey: options.apiKey,
            to: `91${phone}`,
            from: options.senderId,
            msg: text,
          }),
        },
        secrets: [options.apiKey],
      });
    },
  };
}

/** Enough of a number to tell two failures apart, not enough to name the shopper. */
const maskedPhone = (phone: string) => `******${phone.slice(-4)}`;
