import { Image, type ImageProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import placeholder from './cover-placeholder.svg';

/**
 * The picture shown for a cover saved empty (an item created without one), and for one that fails to
 * load. An empty `src` is never rendered: React warns about it and a browser would fetch the page again.
 */
export const coverOrPlaceholder = (cover: string) => cover || placeholder;

type CoverImageProps = ImageProps & Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps> & { src: string };

/** A catalogue cover (course, batch, internship): its picture, or a neutral placeholder when it has none. */
export function CoverImage({ src, ...props }: CoverImageProps) {
  return <Image src={coverOrPlaceholder(src)} fallbackSrc={placeholder} {...props} />;
}
