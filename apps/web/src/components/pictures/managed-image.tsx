import type { ImgHTMLAttributes, ReactNode } from 'react';
import { imageUrl, type ImageSet } from '@inphr/i18n';
import { useLanguage } from '../../lib/language';
import { usePriorityImage } from '../../lib/priority-images';

interface ManagedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height'> {
  image: ImageSet;
  alt: string;
  /** The largest-contentful image of the page: load it first, never lazily. */
  priority?: boolean;
}

/** An image from the manifest in the page's language, with its intrinsic size (no layout shift). */
export function ManagedImage({ image, alt, priority = false, ...rest }: ManagedImageProps) {
  const { lang } = useLanguage();
  const src = imageUrl(image, lang);
  usePriorityImage(priority ? src : undefined);
  return (
    <img
      src={src}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}

/** The pictures of a list of cards (card-list.tsx): the `index`th image set of `images` for each card, with its text alternative. */
export function managedPictures(images: readonly ImageSet[]): (item: { imageAlt?: string }, index: number) => ReactNode {
  return (item, index) => {
    const image = images[index];
    return image && <ManagedImage image={image} alt={item.imageAlt ?? ''} />;
  };
}
