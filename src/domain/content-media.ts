// What the renderers of CMS content ask about its links and media (spec §5).

/**
 * The type of a media file of the content: images the image service can resize are `image-` types, the only ones
 * it optimises (spec §5); vector images and other files are fetched as they are.
 */
export function mediaType(url: string): 'image-wysiwyg' | 'vector' | 'file' {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  if (/\.(?:png|jpe?g|webp|gif|avif)$/.test(path)) return 'image-wysiwyg';
  if (path.endsWith('.svg')) return 'vector';
  return 'file';
}

export const isOptimisedMedia = (url: string) => mediaType(url).startsWith('image-');

export const isShopPath = (link: string) => link.startsWith('/');
