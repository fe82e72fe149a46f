/**
 * Links the store owner controls outside this app. Kept in one place so they can be
 * confirmed or changed without touching the footer.
 */
export const APP_INSTALL_URL = 'https://play.google.com/store/apps/details?id=in.grofresh.app';

export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/grofresh.in',
  facebook: 'https://www.facebook.com/grofresh.in',
  youtube: 'https://www.youtube.com/@grofresh',
  x: 'https://x.com/grofresh_in',
} as const;

/** Phone numbers are stored as 10 digits; links add the Indian prefix. */
export const telHref = (phone: string) => `tel:+91${phone}`;
export const whatsappHref = (phone: string) => `https://wa.me/91${phone}`;
