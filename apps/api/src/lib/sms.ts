import { PHONE_PREFIX } from '@grofresh/contracts';

/** Delivers a one-time code to a mobile number. */
export interface OtpSender {
  send(phone: string, code: string): Promise<void>;
}

export interface SmsLogger {
  info(obj: object, msg: string): void;
}

/** Development: the code goes to the server log instead of a phone. */
export const consoleSender = (log: SmsLogger): OtpSender => ({
  async send(phone, code) {
    log.info({ phone: `${PHONE_PREFIX}${phone}` }, `OTP for ${PHONE_PREFIX}${phone}: ${code}`);
  },
});

export interface TwoFactorOptions {
  apiKey: string;
  template: string | undefined;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * 2Factor.in's documented "send custom OTP" call:
 *   GET {base}/API/V1/{api_key}/SMS/{phone_number}/{otp}[/{template_name}]
 * answering JSON `{ "Status": "Success" | "Error", "Details": string }`.
 */
export function twoFactorSender(options: TwoFactorOptions): OtpSender {
  const doFetch = options.fetch ?? fetch;
  return {
    async send(phone, code) {
      const parts = [
        'API',
        'V1',
        options.apiKey,
        'SMS',
        `91${phone}`,
        code,
        ...(options.template ? [options.template] : []),
      ].map(encodeURIComponent);
      const res = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/${parts.join('/')}`, {
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { Status?: string; Details?: string };
      if (!res.ok || body.Status !== 'Success') {
        throw new Error(`2Factor refused the SMS: ${res.status} ${body.Details ?? ''}`.trim());
      }
    },
  };
}
