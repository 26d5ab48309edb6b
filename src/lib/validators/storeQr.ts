// The shape of a store QR link, read by the launch flow.

/** A store QR link needs all of storeQrCode, c=, r= and s=. */
export const isStoreQrLink = (link: string): boolean =>
  link.includes('storeQrCode') && ['c', 'r', 's'].every((k) => new RegExp(`[?&]${k}=`).test(link));
