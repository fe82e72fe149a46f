/** A distance as the shop words it: one decimal below 10 km, whole kilometres above. */
export const kmText = (km: number): string => `${km < 10 ? km.toFixed(1) : Math.round(km)} km`;
