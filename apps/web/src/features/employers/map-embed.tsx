import { Anchor, Group, Stack, Text } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { IconExternalLink } from '@tabler/icons-react';
import classes from './employers.module.css';

/** The same place as a normal Google Maps page, for when the embed cannot load. */
const mapLinkUrl = institute.mapEmbedUrl.replace(/[&?]output=embed/, '');

/** The institute on a map; offline the frame stays empty, so a plain link is always offered below it. */
export function MapEmbed() {
  return (
    <Stack gap="xs">
      <iframe
        src={institute.mapEmbedUrl}
        title={`Map showing ${institute.name}, ${institute.address}`}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className={classes.map}
      />
      <Text size="sm">
        Map not showing?{' '}
        <Anchor href={mapLinkUrl} target="_blank" rel="noopener noreferrer">
          <Group gap={4} component="span" display="inline-flex">
            Open the location in Google Maps
            <IconExternalLink size={14} aria-label="(opens in a new tab)" />
          </Group>
        </Anchor>
      </Text>
    </Stack>
  );
}
