/** Where the desk shows one request; the clinic's notification e-mail links to it (on the site's origin). */
export const requestPath = (ref: string) => `/desk/requests/${encodeURIComponent(ref)}`;
