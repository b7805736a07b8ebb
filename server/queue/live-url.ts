/** The patient's live page of their token (its QR code on the slip): the site's origin and the token's key. */
export const liveUrl = (siteOrigin: string, pageKey: string) => `${siteOrigin}/queue/${pageKey}`;
