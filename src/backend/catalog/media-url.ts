/** Where a product image is served: the media route resizes it from query parameters, as Magento's image optimisation does. */
export function productImageUrl(mediaUrl: string, file: string, params?: Record<string, string | number>): string {
  const url = `${mediaUrl}catalog/product/${file.replace(/^\/+/, '')}`;
  if (!params) return url;
  return `${url}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;
}
