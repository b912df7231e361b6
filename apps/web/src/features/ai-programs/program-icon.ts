import { IconBrain, IconCloudComputing, IconSparkles, type TablerIcon } from '@tabler/icons-react';

const ICONS: TablerIcon[] = [IconBrain, IconSparkles, IconCloudComputing];

/** A card's icon by its place on the page: the three paths' pictures, in turn for any added after. */
export const programIcon = (index: number): TablerIcon => ICONS[index % ICONS.length]!;
