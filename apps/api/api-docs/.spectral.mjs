// Spectral's `spectral:oas` rules on the API's description (npm run lint:api-docs), and why any
// differs. The Spectral CLI reads this file as it is (spectral lint --ruleset .spectral.mjs).
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [oas],
  rules: {
    // No contact to name: the callers are the store's own web app and staff, who reach the
    // store through the shop itself (its phone and WhatsApp are in GET /api/store/get-config).
    'info-contact': 'off',
  },
};
