/** SPEC 8: the location messages, each written once; components and tests import them. */
export const LOCATION_MESSAGES = {
  unsupported: 'Geolocation is not supported by your browser.',
  notAllowed: 'Please allow location access to check eligibility.',
  serverError: 'Server error while checking eligibility.',
  blocked: 'Location access is blocked. Please enable it manually in your browser settings.',
} as const;
