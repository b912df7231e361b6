import { Center, Image, Text } from '@mantine/core';

/** A card's cover; decorative (the card's title says the same), or a plain panel when there is none. */
export function CardImage({ src, height = 150 }: { src: string; height?: number }) {
  if (!src)
    return (
      <Center h={height} bg="gray.1">
        <Text size="sm" c="dimmed">
          No Image Available
        </Text>
      </Center>
    );
  return <Image src={src} alt="" h={height} fit="cover" loading="lazy" />;
}
