import QRCode from 'qrcode';

const QR_CACHE_SIZE = 256;
const qrCache = new Map<string, string>();

/** A PNG data URL of the link's QR code; the newest few are kept (same link, same picture). */
export async function qrDataUrl(link: string): Promise<string> {
  const cached = qrCache.get(link);
  if (cached !== undefined) {
    qrCache.delete(link);
    qrCache.set(link, cached);
    return cached;
  }
  const url = await QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
  qrCache.set(link, url);
  if (qrCache.size > QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value!);
  return url;
}
