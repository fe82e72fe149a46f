import type { Env } from './env';

type Asked = Pick<Env, 'NODE_ENV' | 'CCAVENUE_MODE'>;

/**
 * The card gateway's stand-in lets anyone "pay" (its working key is published) and a pinned
 * clock moves the store's windows, so both need the operator to ask for them: `npm start` with
 * nothing set may be a store owner's server (docs/deploy.md). NODE_ENV development or test
 * asks, and so does CCAVENUE_MODE=simulator written by hand; production refuses both
 * (config/refusals.ts).
 */
const developing = (env: Asked) => env.NODE_ENV === 'development' || env.NODE_ENV === 'test';

/** Whether this start asked for the development stand-ins (the gateway's, CLOCK_NOW). */
export const asksForStandIns = (env: Asked): boolean =>
  developing(env) || (env.NODE_ENV !== 'production' && env.CCAVENUE_MODE === 'simulator');

/** CCAVENUE_MODE, else the stand-in under NODE_ENV development or test, else off. */
export const cardModeOf = (env: Asked): NonNullable<Env['CCAVENUE_MODE']> =>
  env.CCAVENUE_MODE ?? (developing(env) ? 'simulator' : 'off');

export const CLOCK_NOW_NOT_ASKED =
  'pins the clock, for demos and development only: start with NODE_ENV=development too ' +
  '(NODE_ENV=development CLOCK_NOW=2026-11-23T11:00:00+05:30 npm start)';

const TURN_ON =
  'CCAVENUE_MODE=test or live with the CCAvenue account (CCAVENUE_MERCHANT_ID, ' +
  'CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY) turns it on';

export interface StartNote {
  level: 'info' | 'warn';
  text: string;
}

/** What the start's log says of card payment when it is off or only the stand-in. */
export function cardPaymentNote(env: Asked): StartNote | undefined {
  const mode = cardModeOf(env);
  if (mode === 'off' && env.NODE_ENV === 'production')
    return { level: 'info', text: `Card payment is off: ${TURN_ON}` };
  if (mode === 'off')
    return {
      level: 'info',
      text:
        `Card payment is off: ${TURN_ON}. To try it on the gateway's stand-in (no money ` +
        'moves), start with NODE_ENV=development (or CCAVENUE_MODE=simulator)',
    };
  if (mode !== 'simulator') return undefined;
  if (developing(env))
    return { level: 'info', text: "Card payment goes to the gateway's stand-in: no money moves" };
  return {
    level: 'warn',
    text:
      "CCAVENUE_MODE=simulator: card payment goes to the gateway's stand-in, where anyone can " +
      '"pay" and no money moves; never on a real shop',
  };
}
